import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import { pageSchema } from '../shared/envelope.ts';
import { IdSchema } from '../shared/input-bounds.ts';
import {
  AuditEntrySchema,
  AuditListQuerySchema,
  ConsoleLoginInputSchema,
  ConsoleMeSchema,
  ConsoleSessionSchema,
  MemberActionInputSchema,
  MemberDetailSchema,
  MemberListQuerySchema,
  MemberRoleInputSchema,
  MemberRowSchema,
  ResetPasswordResultSchema,
} from './access.schemas.ts';
import { CONSOLE_ADMINS, CONSOLE_ROLES } from './roles.ts';
import { PASSWORD_LOGIN_ERRORS } from '../identity/identity.routes.ts';
import { EmptyInputSchema } from '../shared/route-inputs.ts';

/** Console session: its own single session per member, beside (never replacing) the app's. */
export const consoleAuthRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/console/auth/login',
    auth: 'none',
    input: ConsoleLoginInputSchema,
    output: ConsoleSessionSchema,
    errors: [...PASSWORD_LOGIN_ERRORS, 'console_no_role'],
    summary:
      "Logs in to the console (a member holding a role); revokes only the member's older console sessions.",
  }),
  me: defineRoute({
    method: 'GET',
    path: '/console/auth/me',
    auth: 'console',
    roles: CONSOLE_ROLES,
    input: EmptyInputSchema,
    output: ConsoleMeSchema,
    errors: [],
    summary: 'The console caller: member, roles and session kind.',
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/console/auth/logout',
    auth: 'optional',
    input: EmptyInputSchema,
    output: z.null(),
    errors: [],
    summary: 'Ends the session the request carries (the app session on a phone stays).',
  }),
} as const;

/** Platform admin: members, their status, password and roles; every change is audited with a reason. */
export const consoleMembersRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/console/members/list',
    ...CONSOLE_ADMINS,
    input: MemberListQuerySchema,
    output: pageSchema(MemberRowSchema),
    errors: [],
    summary:
      'Members filtered by text (username, nickname, mobile, id), status and role; newest first.',
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/console/members/detail',
    ...CONSOLE_ADMINS,
    input: z.object({ user_id: IdSchema }).strict(),
    output: MemberDetailSchema,
    errors: [],
    summary: 'One member: profile, roles, status, login times, KYC state and balance.',
  }),
  freeze: defineRoute({
    method: 'POST',
    path: '/console/members/freeze',
    ...CONSOLE_ADMINS,
    input: MemberActionInputSchema,
    output: MemberRowSchema,
    errors: ['member_already_frozen', 'cannot_change_self'],
    summary: 'Freezes a member (no login) and revokes every session; audited with the reason.',
  }),
  unfreeze: defineRoute({
    method: 'POST',
    path: '/console/members/unfreeze',
    ...CONSOLE_ADMINS,
    input: MemberActionInputSchema,
    output: MemberRowSchema,
    errors: ['member_not_frozen'],
    summary: 'Lets a frozen member log in again; audited with the reason.',
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/console/members/resetPassword',
    ...CONSOLE_ADMINS,
    input: MemberActionInputSchema,
    output: ResetPasswordResultSchema,
    errors: [],
    summary:
      "Sets a generated password, shown once to the admin, and revokes the member's sessions; audited.",
  }),
  grantRole: defineRoute({
    method: 'POST',
    path: '/console/members/roles/grant',
    ...CONSOLE_ADMINS,
    input: MemberRoleInputSchema,
    output: MemberRowSchema,
    errors: ['role_already_held'],
    summary: 'Grants a console role to a member; audited with the reason.',
  }),
  revokeRole: defineRoute({
    method: 'POST',
    path: '/console/members/roles/revoke',
    ...CONSOLE_ADMINS,
    input: MemberRoleInputSchema,
    output: MemberRowSchema,
    errors: ['role_not_held', 'cannot_change_self'],
    summary:
      'Removes a console role (never an admin their own admin role); audited with the reason.',
  }),
} as const;

/** Platform admin: the audit log. */
export const consoleAuditRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/console/audit/list',
    ...CONSOLE_ADMINS,
    input: AuditListQuerySchema,
    output: pageSchema(AuditEntrySchema),
    errors: [],
    summary: 'Audit entries filtered by actor, action, target and time; newest first.',
  }),
} as const;
