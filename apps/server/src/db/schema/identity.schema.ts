import { CONSOLE_ROLES, SESSION_KINDS } from '@cloudmall/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz, updatedAt } from './columns.ts';

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
    mobileVerifiedAt: timestamptz('mobile_verified_at'),
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
    prevLoginAt: timestamptz('prev_login_at'),
    lastLoginAt: timestamptz('last_login_at'),
    lastLoginIp: varchar('last_login_ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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

/** A required reference to a member: by default the one a row belongs to (`user_id`). */
export const memberId = (column = 'user_id') =>
  integer(column)
    .notNull()
    .references(() => users.id);

/** One row per live session; the token itself is never stored, only its SHA-256. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 255 }).notNull().default(''),
    /** Which login opened it: each kind keeps one live session per member (see ADR 0012). */
    kind: varchar('kind', { length: 16, enum: SESSION_KINDS }).notNull().default('app'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
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
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('member_roles_role_idx').on(t.role)],
);

/** One-time SMS codes, stored as an HMAC, with an attempt counter. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serialId(),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    event: varchar('event', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [index('sms_codes_mobile_event_idx').on(t.mobile, t.event, t.createdAt)],
);

/** Platform-issued registration codes (members' own invitation codes live on `users`). */
export const registrationCodes = pgTable(
  'registration_codes',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    remainingUses: integer('remaining_uses'),
    expiresAt: timestamptz('expires_at'),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
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
