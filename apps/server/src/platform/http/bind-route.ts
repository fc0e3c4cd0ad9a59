import type { RouteDefinition } from '@cloudmall/contract';
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

/**
 * Binds a contract route: reads the query (GET) or body (POST), validates it with the route's input
 * schema, resolves the session, and shapes the answer through the output schema (an allow-list:
 * a column the schema does not name never leaves the server).
 */
export function createRouteBinder(resolveSession: SessionResolver): BindRoute {
  return <R extends RouteDefinition>(app: FastifyInstance, route: R, handler: RouteHandler<R>) => {
    app.route({
      method: route.method,
      url: API_PREFIX + route.path,
      handler: async (request, reply) => {
        const auth = await authenticate(route, request, resolveSession);
        const raw = route.method === 'GET' ? request.query : (request.body ?? {});
        const parsed = route.input.safeParse(raw);
        if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error));
        const result = await handler({
          input: parsed.data as z.output<R['input']>,
          auth: auth as AuthFor<R>,
          request,
          reply,
          ip: request.ip,
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
