import { defineRoute } from '@cloudmall/contract';
import { z } from 'zod';

// TEMPORARY until the `access` branch's contract (packages/contract/src/access) is merged: the same
// paths and shapes, to be replaced by `consoleAuthRoutes` from '@cloudmall/contract/access'.
const RoleSchema = z.enum(['admin', 'merchant', 'distributor', 'service', 'advertiser']);
const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
});

export const consoleAuthRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/console/auth/login',
    auth: 'none',
    input: z.object({
      account: z.string().trim().min(1, 'required').max(64, 'too_long'),
      password: z.string().min(1, 'required').max(64, 'too_long'),
    }),
    output: z.object({
      token: z.string(),
      expires_at: z.number().int(),
      user: UserSchema,
      roles: z.array(RoleSchema),
    }),
    errors: [],
    summary: 'Logs in to the console.',
  }),
  me: defineRoute({
    method: 'GET',
    path: '/console/auth/me',
    auth: 'member',
    input: z.object({}),
    output: z.object({
      user: UserSchema,
      roles: z.array(RoleSchema),
      expires_at: z.number().int(),
    }),
    errors: [],
    summary: 'The console caller.',
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/console/auth/logout',
    auth: 'optional',
    input: z.object({}),
    output: z.null(),
    errors: [],
    summary: 'Ends the console session.',
  }),
} as const;
