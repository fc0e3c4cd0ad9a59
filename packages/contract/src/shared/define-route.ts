import type { z } from 'zod';
import type { ConsoleRole } from '../access/roles.ts';
import type { MessageKey } from './errors.ts';
import { refuseNul } from './input-bounds.ts';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call a route: anyone, anyone (personalised when a token is sent), a logged-in member,
 * a member holding one of the route's `roles` (`console`: a session of either kind, app or console),
 * or a machine that signs its requests (`signed`: key id, timestamp and HMAC-SHA256 of
 * `<timestamp>.<raw body>` in headers; see `signedBy`).
 */
export type RouteAuth = 'none' | 'optional' | 'member' | 'console' | 'signed';

export interface RouteDefinition<
  TInput extends z.ZodType = z.ZodType,
  TOutput extends z.ZodType = z.ZodType,
  TAuth extends RouteAuth = RouteAuth,
> {
  method: HttpMethod;
  /** Path below the API base (`/api`), e.g. `/wanlshop/user/login`. */
  path: string;
  auth: TAuth;
  /** `console` routes: the caller must hold one of these roles (403 otherwise). */
  roles?: readonly ConsoleRole[];
  /** `signed` routes: which kind of key signs them (e.g. `deposit`); also the key id when none is sent. */
  signedBy?: string;
  /** GET reads the query string, POST the body (JSON or form-urlencoded). */
  input: TInput;
  output: TOutput;
  /** Business failures this route may answer with. */
  errors: readonly MessageKey[];
  summary: string;
}

/**
 * Declares a route once for server validation, response shaping and the typed web client. Every
 * route's input refuses NUL in its text (see input-bounds.ts).
 */
export const defineRoute = <
  TInput extends z.ZodType,
  TOutput extends z.ZodType,
  TAuth extends RouteAuth,
>(
  route: RouteDefinition<TInput, TOutput, TAuth>,
): RouteDefinition<TInput, TOutput, TAuth> => {
  if (route.auth === 'console' && !route.roles?.length)
    throw new Error(`console route ${route.path} names no roles`);
  return { ...route, input: refuseNul(route.input) };
};

export type RouteInput<R> =
  R extends RouteDefinition<infer I, z.ZodType, RouteAuth> ? z.input<I> : never;
export type RouteOutput<R> =
  R extends RouteDefinition<z.ZodType, infer O, RouteAuth> ? z.output<O> : never;
