import {
  COMMON_ERRORS,
  type ConsoleRole,
  parseLanguage,
  type Language,
  type MessageKey,
  type RouteDefinition,
} from '@cloudmall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../clock.ts';
import { AppError, forbidden, unauthorized, validationFailed } from './app-error.ts';
import type { AuthContext, SessionResolver } from './auth-context.ts';
import { readToken } from './auth-context.ts';
import { success } from './envelope.ts';
import type { SignedCaller, SigningKeys } from './signed-request.ts';
import { readSignedHeaders, verifySignature } from './signed-request.ts';
import { isProtocolRoute, parseProtocolInput, protocolParams } from './protocol-input.ts';
import { toFieldErrors } from './zod-issues.ts';
import { isSharedAnswer } from '../public-cache.ts';

export const API_PREFIX = '/api';

export interface RouteContext<TInput, TAuth> {
  input: TInput;
  auth: TAuth;
  request: FastifyRequest;
  reply: FastifyReply;
  ip: string;
  /** The reader's language (`lang`, else `Accept-Language`): text the server makes is rendered in it. */
  language: Language;
}

/** The language a request asks for: the `lang` header first, then `Accept-Language`. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers.lang ?? request.headers['accept-language'];
  return parseLanguage(Array.isArray(header) ? header[0] : header);
}

type AuthFor<R extends RouteDefinition> = R['auth'] extends 'member' | 'console'
  ? AuthContext
  : R['auth'] extends 'signed'
    ? SignedCaller
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
 * A module's route file: binds its contract routes, one line per route, to the use cases its
 * module's `routes` hands it.
 */
export type RouteFile<UseCases> = (
  app: FastifyInstance,
  bind: BindRoute,
  useCases: UseCases,
) => void;

/** Signed machine callers: the keys by signer and key id, and the clock their timestamps are checked on. */
export interface MachineCallers {
  keys: SigningKeys;
  clock: Clock;
}

export interface RouteBinderOptions {
  /** Signed machine callers (routes with `auth: 'signed'`). */
  machines?: MachineCallers;
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

/** The route binder, and the protocol's second method bound once every route is known. */
export interface RouteBinder {
  bind: BindRoute;
  /**
   * Serves each protocol route (`/wanlshop/...`) on the other method too, as its PHP server did,
   * unless a contract route owns that method and path. Call once, after every route is bound.
   */
  bindProtocolAliases: () => void;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
const otherMethod = (method: RouteDefinition['method']) => (method === 'GET' ? 'POST' : 'GET');
const keyOfRoute = (method: string, path: string) => `${method} ${path}`;

/**
 * Binds a contract route: reads the query (GET) or body (POST), validates it with the route's input
 * schema, resolves the session (or checks the signature of a `signed` route), and shapes the answer
 * through the output schema (an allow-list: a column the schema does not name never leaves the server).
 * A protocol route (`/wanlshop/...`) reads the query and body merged, repairs what its client sends
 * loosely before validating again (`protocol-input.ts`), and answers a failure with HTTP 200.
 */
export function createRouteBinder(
  resolveSession: SessionResolver,
  options: RouteBinderOptions = {},
): RouteBinder {
  const owned = new Set<string>();
  const protocol: Array<{ app: FastifyInstance; route: RouteDefinition; handler: Handler }> = [];
  const bind: BindRoute = <R extends RouteDefinition>(
    app: FastifyInstance,
    route: R,
    handler: RouteHandler<R>,
  ) => {
    owned.add(keyOfRoute(route.method, route.path));
    if (route.auth === 'signed') return bindSignedRoute(app, route, handler, options.machines);
    const handle = routeHandler(route, handler, resolveSession, options);
    app.route({ method: route.method, url: API_PREFIX + route.path, handler: handle });
    if (isProtocolRoute(route)) protocol.push({ app, route, handler: handle });
  };
  const bindProtocolAliases = () => {
    for (const { app, route, handler } of protocol.splice(0)) {
      const method = otherMethod(route.method);
      if (owned.has(keyOfRoute(method, route.path))) continue;
      owned.add(keyOfRoute(method, route.path));
      app.route({ method, url: API_PREFIX + route.path, handler });
    }
  };
  return { bind, bindProtocolAliases };
}

/** A strict route's input, or a protocol route's repaired one; a failure names each field. */
function readInput(route: RouteDefinition, request: FastifyRequest): unknown {
  if (!isProtocolRoute(route)) {
    const raw = route.method === 'GET' ? request.query : (request.body ?? {});
    const parsed = route.input.safeParse(raw);
    if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error.issues));
    return parsed.data;
  }
  const parsed = parseProtocolInput(route.input, protocolParams(request.query, request.body));
  if (!parsed.success) throw validationFailed(toFieldErrors(parsed.issues), 200);
  return parsed.data;
}

function routeHandler<R extends RouteDefinition>(
  route: R,
  handler: RouteHandler<R>,
  resolveSession: SessionResolver,
  options: RouteBinderOptions,
): Handler {
  // A cached public answer (`sharedAnswer`) is shaped by the schema once, not once per request.
  const shaped = new WeakMap<object, unknown>();
  const shape = (result: unknown): unknown => {
    if (!isSharedAnswer(result)) return route.output.parse(result);
    if (!shaped.has(result)) shaped.set(result, route.output.parse(result));
    return shaped.get(result);
  };
  return async (request, reply) => {
    const auth = await authenticate(route, request, resolveSession);
    const context = {
      input: readInput(route, request) as z.output<R['input']>,
      auth: auth as AuthFor<R>,
      request,
      reply,
      ip: request.ip,
      language: requestLanguage(request),
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
    return success(shape(result));
  };
}

/** Whether the caller holds one of the route's roles (a console route naming none admits nobody). */
export const holdsRole = (auth: AuthContext | null, roles: readonly ConsoleRole[]): boolean =>
  !!auth && roles.some((role) => auth.roles.includes(role));

async function authenticate(
  route: RouteDefinition,
  request: FastifyRequest,
  resolveSession: SessionResolver,
): Promise<AuthContext | null> {
  if (route.auth === 'none') return null;
  const token = readToken(request);
  // Console routes read roles and status from the database on every call (a role granted in another
  // module's transaction counts at once); member routes may be answered from the session cache.
  const fresh = route.auth === 'console';
  const auth = token ? await resolveSession(token, { fresh }) : null;
  if (!auth && (route.auth === 'member' || route.auth === 'console')) throw unauthorized();
  if (route.auth === 'console' && !holdsRole(auth, route.roles ?? [])) throw forbidden();
  return auth;
}

/**
 * A `signed` route: JSON is read as text in this route's scope, the signature is checked over that
 * raw text first (401, logged, when it fails), then the text is parsed and validated.
 */
function bindSignedRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  machines: MachineCallers | undefined,
): void {
  const signer = route.signedBy;
  if (!machines || !signer) throw new Error(`signed route ${route.path} needs signedBy and keys`);
  void app.register(async (scoped) => {
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scoped.route({
      method: route.method,
      url: API_PREFIX + route.path,
      handler: async (request, reply) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const sent = readSignedHeaders(request, signer);
        const key = await machines.keys(signer, sent.keyId);
        const nowMs = machines.clock.now().getTime();
        const check = verifySignature({ ...sent, key, rawBody, nowMs });
        if (!check.ok) {
          const { keyId, timestamp } = sent;
          request.log.warn(
            { signer, keyId, timestamp, reason: check.reason },
            'signed request refused',
          );
          throw unauthorized();
        }
        let body: unknown;
        try {
          body = JSON.parse(rawBody);
        } catch {
          throw new AppError('malformed_body', 400);
        }
        const parsed = route.input.safeParse(body);
        if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error.issues));
        const auth: SignedCaller = { signer, keyId: sent.keyId };
        const input = parsed.data as z.output<R['input']>;
        const result = await handler({
          input,
          auth: auth as AuthFor<R>,
          request,
          reply,
          ip: request.ip,
          language: requestLanguage(request),
        });
        return success(route.output.parse(result));
      },
    });
  });
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
