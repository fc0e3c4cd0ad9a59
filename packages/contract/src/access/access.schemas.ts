import { z } from 'zod';
import { IdSchema } from '../shared/input-bounds.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import { CONSOLE_ROLES, SESSION_KINDS } from './roles.ts';
import { memberNameShape, UserProfileSchema } from '../identity/identity.schemas.ts';
import { UnixTimeSchema } from '../shared/wire-fields.ts';

export const ConsoleRoleSchema = z.enum(CONSOLE_ROLES, { error: 'invalid_value' });

const typeError = (issue: { input: unknown }) =>
  issue.input === undefined ? 'required' : 'invalid_type';

/** Console login: a username or confirmed phone, and the password (the app's login throttle applies). */
export const ConsoleLoginInputSchema = z
  .object({
    account: z.string({ error: typeError }).trim().min(1, 'required').max(64, 'too_long'),
    password: z.string({ error: typeError }).min(1, 'required').max(64, 'too_long'),
  })
  .strict();

/** Who is signed in to the console, as the console shows it. */
export const ConsoleUserSchema = z.object({ id: z.number().int(), ...memberNameShape });
export type ConsoleUser = z.infer<typeof ConsoleUserSchema>;

/** A console login's answer: the token (sent as the `token` header), when it ends (unix seconds), roles. */
export const ConsoleSessionSchema = z.object({
  token: z.string(),
  expires_at: UnixTimeSchema,
  user: ConsoleUserSchema,
  roles: z.array(ConsoleRoleSchema),
});
export type ConsoleSession = z.infer<typeof ConsoleSessionSchema>;

/** The caller of the console: member, roles, and which kind of session the token is. */
export const ConsoleMeSchema = z.object({
  user: ConsoleUserSchema,
  roles: z.array(ConsoleRoleSchema),
  session_kind: z.enum(SESSION_KINDS),
  expires_at: UnixTimeSchema,
});
export type ConsoleMe = z.infer<typeof ConsoleMeSchema>;

/** A member's account state: `locked` is frozen by an admin (cannot log in, sessions revoked). */
export const MEMBER_STATUSES = ['normal', 'locked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Members list filters: `q` matches username, nickname or mobile (part), or the id exactly. */
export const MemberListQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(64, 'too_long').optional(),
  status: z.enum(MEMBER_STATUSES, { error: 'invalid_value' }).optional(),
  role: ConsoleRoleSchema.optional(),
});

/** A member in the admin's list: who (as in their profile), state and roles. Times: 0 is never. */
export const MemberRowSchema = UserProfileSchema.pick({
  id: true,
  username: true,
  nickname: true,
  mobile: true,
  avatar: true,
}).extend({
  status: z.enum(MEMBER_STATUSES),
  roles: z.array(ConsoleRoleSchema),
  created_at: UnixTimeSchema,
  last_login_at: UnixTimeSchema,
});
export type MemberRow = z.infer<typeof MemberRowSchema>;

export const MEMBER_KYC_STATES = ['none', 'pending', 'approved', 'rejected'] as const;

/** One member in full, for the admin. `balance` is a two-decimal string of the available balance. */
export const MemberDetailSchema = MemberRowSchema.extend({
  mobile_confirmed: z.boolean(),
  level: z.number().int(),
  last_login_ip: z.string(),
  invite_code: z.string(),
  parent_id: z.number().int(),
  kyc_status: z.enum(MEMBER_KYC_STATES),
  balance: z.string(),
  /** Who granted each role, and when (unix seconds). */
  role_grants: z.array(
    z.object({
      role: ConsoleRoleSchema,
      granted_by: z.number().int(),
      created_at: UnixTimeSchema,
    }),
  ),
});
export type MemberDetail = z.infer<typeof MemberDetailSchema>;

/** Why an admin acts on a member: required, kept in the audit log. */
export const ReasonSchema = z
  .string({ error: typeError })
  .trim()
  .min(2, 'required')
  .max(200, 'too_long');

export const MemberActionInputSchema = z
  .object({ user_id: IdSchema, reason: ReasonSchema })
  .strict();
export const MemberRoleInputSchema = z
  .object({ user_id: IdSchema, role: ConsoleRoleSchema, reason: ReasonSchema })
  .strict();

/** A reset password: shown once to the admin, never stored in clear nor logged. */
export const ResetPasswordResultSchema = z.object({
  user_id: z.number().int(),
  password: z.string(),
});

/** Audit log filters; `from` and `to` are unix seconds (inclusive bounds on `created_at`). */
export const AuditListQuerySchema = PageQuerySchema.extend({
  actor_id: IdSchema.optional(),
  action: z.string().trim().max(64, 'too_long').optional(),
  target_type: z.string().trim().max(32, 'too_long').optional(),
  target_id: z.string().trim().max(64, 'too_long').optional(),
  from: z.coerce.number().int().min(0).max(99_999_999_999).optional(),
  to: z.coerce.number().int().min(0).max(99_999_999_999).optional(),
});

/** One audit entry: who (id and username), what, on what, why, and the state before and after. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int(),
  actor_username: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  /** The legacy free-form target (`user:12`, `withdrawal:3`), kept for older entries. */
  target: z.string(),
  reason: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  detail: z.unknown(),
  created_at: UnixTimeSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
