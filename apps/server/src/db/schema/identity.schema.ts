import { CONSOLE_ROLES, SESSION_KINDS } from '@cloudmall/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const USER_STATUSES = ['normal', 'locked'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 32 }).notNull(),
    nickname: varchar('nickname', { length: 32 }).notNull(),
    /** Area code first, digits only. */
    mobile: varchar('mobile', { length: 16 }),
    /** When the member proved the number with an SMS code; only a confirmed number logs in or is unique. */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    avatar: varchar('avatar', { length: 255 }).notNull().default(''),
    level: smallint('level').notNull().default(0),
    gender: smallint('gender').notNull().default(0),
    birthday: date('birthday', { mode: 'string' }),
    bio: varchar('bio', { length: 200 }).notNull().default(''),
    status: varchar('status', { length: 16, enum: USER_STATUSES }).notNull().default('normal'),
    inviteCode: varchar('invite_code', { length: 16 }).notNull(),
    parentId: integer('parent_id'),
    successions: integer('successions').notNull().default(0),
    maxSuccessions: integer('max_successions').notNull().default(0),
    prevLoginAt: timestamp('prev_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: varchar('last_login_ip', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_mobile_idx').on(t.mobile),
    uniqueIndex('users_mobile_confirmed_key')
      .on(t.mobile)
      .where(sql`${t.mobileVerifiedAt} is not null`),
    uniqueIndex('users_invite_code_key').on(t.inviteCode),
    index('users_parent_id_idx').on(t.parentId),
    check('users_gender_check', sql`${t.gender} in (0, 1, 2)`),
  ],
);

/** One row per live session; the token itself is never stored, only its SHA-256. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 255 }).notNull().default(''),
    /** Which login opened it: each kind keeps one live session per member (see ADR 0012). */
    kind: varchar('kind', { length: 16, enum: SESSION_KINDS }).notNull().default('app'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('user_sessions_token_hash_key').on(t.tokenHash),
    index('user_sessions_user_id_idx').on(t.userId),
  ],
);

/** The console roles a member holds (none: a plain member). Owned by the identity module. */
export const memberRoles = pgTable(
  'member_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16, enum: CONSOLE_ROLES }).notNull(),
    /** The admin who granted it (0: the seed or the migration). */
    grantedBy: integer('granted_by').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('member_roles_role_idx').on(t.role)],
);

/** One-time SMS codes, stored as an HMAC, with an attempt counter. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    event: varchar('event', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_mobile_event_idx').on(t.mobile, t.event, t.createdAt)],
);

/** Platform-issued registration codes (members' own invitation codes live on `users`). */
export const registrationCodes = pgTable(
  'registration_codes',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    remainingUses: integer('remaining_uses'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'registration_codes_remaining_check',
      sql`${t.remainingUses} is null or ${t.remainingUses} >= 0`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
