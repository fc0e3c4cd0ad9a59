import type { ConsoleRole, SessionKind } from '@cloudmall/contract';
import type { FastifyRequest } from 'fastify';

/** Who is calling: resolved from the `token` header by the identity module. */
export interface AuthContext {
  userId: number;
  sessionId: number;
  /** The console roles the member holds (none: a plain member), read with the session. */
  roles: readonly ConsoleRole[];
  /** Which login made this session: the member app's or the console's. */
  sessionKind: SessionKind;
  token: string;
  expiresAt: Date;
}

/** `fresh`: read the session from the database, never a cache (console routes: roles exact). */
export interface ResolveOptions {
  fresh?: boolean;
}

export type SessionResolver = (
  token: string,
  options?: ResolveOptions,
) => Promise<AuthContext | null>;

/** Placeholder the spec's client sends when it holds no token. */
export const NO_TOKEN_PLACEHOLDER = 'wanlshop';

/** The raw token of a request: the `token` header only (never the query string, which ends up in logs). */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token === NO_TOKEN_PLACEHOLDER || token.length > 128) return null;
  return token;
}
