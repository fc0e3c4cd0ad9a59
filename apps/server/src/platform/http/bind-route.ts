import { COMMON_ERRORS, type MessageKey, type RouteDefinition } from '@cloudmall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, forbidden, unauthorized, validationFailed } from './app-error.ts';
import type { AuthContext, SessionResolver } from './auth-context.ts';
import { readToken } from './auth-context.ts';
import { success } from './envelope.ts';
import { toFieldErrors } from './zod-issues.ts';

export const API_PREFIX = '/api';

export interface RouteContext<TInput, TAuth> {
  input: TInput;
  auth: TAuth;
  request: FastifyRequest;
  reply: FastifyReply;
  ip: string;
}

type AuthFor<R extends RouteDefinition> = R['auth'] extends 'member' | 'admin'
  ? AuthContext
  : AuthContext | null;

export type RouteHandler<R extends RouteDefinition> = (
  context: RouteContext<z.output<R['input']>, AuthFor<R>>,
) => Promise<z.input<R['output']>>;

export type BindRoute = <R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
) => void;

export interface RouteBinderOptions {
  /**
   * Tests only: a handler failing with a message key its route does not declare (nor one of the
   * common keys) answers 500 `internal_error` instead, and the key is logged as `undeclared_error:<key>`.
   */
  checkDeclaredErrors?: boolean;
}

const COMMON = new Set<MessageKey>(COMMON_ERRORS);

/** Whether a route may answer with `key`: declared in its `errors`, or common to every route. */
export const declaresError = (route: RouteDefinition, key: MessageKey): boolean =>
  COMMON.has(key) || route.errors.includes(key);

/** The failure a test sees when a handler answers an undeclared key (the contract's list is wrong). */
function undeclared(route: RouteDefinition, error: AppError): Error {
  const message = `undeclared_error:${error.key} on ${route.method} ${route.path}`;
  console.error(message);
  return new Error(message, { cause: error });
}

/**
 * Binds a contract route: reads the query (GET) or body (POST), validates it with the route's input
 * schema, resolves the session, and shapes the answer through the output schema (an allow-list:
 * a column the schema does not name never leaves the server).
 */
export function createRouteBinder(
  resolveSession: SessionResolver,
  options: RouteBinderOptions = {},
): BindRoute {
  return <R extends RouteDefinition>(app: FastifyInstance, route: R, handler: RouteHandler<R>) => {
    app.route({
      method: route.method,
      url: API_PREFIX + route.path,
      handler: async (request, reply) => {
        const auth = await authenticate(route, request, resolveSession);
        const raw = route.method === 'GET' ? request.query : (request.body ?? {});
        const parsed = route.input.safeParse(raw);
        if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error));
        const context = {
          input: parsed.data as z.output<R['input']>,
          auth: auth as AuthFor<R>,
          request,
          reply,
          ip: request.ip,
        };
        const result = await handler(context).catch((error: unknown) => {
          if (
            options.checkDeclaredErrors &&
            error instanceof AppError &&
            !declaresError(route, error.key)
          )
            throw undeclared(route, error);
          throw error;
        });
        return success(route.output.parse(result));
      },
    });
  };
}

async function authenticate(
  route: RouteDefinition,
  request: FastifyRequest,
  resolveSession: SessionResolver,
): Promise<AuthContext | null> {
  if (route.auth === 'none') return null;
  const token = readToken(request);
  const auth = token ? await resolveSession(token) : null;
  if (!auth && (route.auth === 'member' || route.auth === 'admin')) throw unauthorized();
  if (route.auth === 'admin' && auth?.role !== 'admin') throw forbidden();
  return auth;
}

/** Resolves the member of a non-contract route (uploads), or fails with 401. */
export async function requireMember(
  request: FastifyRequest,
  resolveSession: SessionResolver,
): Promise<AuthContext> {
  const token = readToken(request);
  const auth = token ? await resolveSession(token) : null;
  if (!auth) throw unauthorized();
  return auth;
}

export { AppError };
