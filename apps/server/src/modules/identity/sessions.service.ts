import type { SessionKind } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema/identity.schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthContext } from '../../platform/http/auth-context.ts';
import { generateToken, hashToken } from './credentials.ts';
import { identityRepository } from './identity.repository.ts';
import { nextLoginStreak } from './identity.mapper.ts';

export interface RequestMeta {
  ip: string;
  userAgent: string;
}

export interface SessionListener {
  /**
   * A member logged in again: the older sessions of that kind (`replacedSessionIds`) were revoked,
   * and the socket layer kicks their clients (sockets of the other kind stay).
   */
  sessionReplaced(userId: number, keptSessionId: number, replacedSessionIds: number[]): void;
  /** A member logged in from the app whose socket client is `clientId`: the socket layer binds it. */
  loggedIn?(userId: number, session: { id: number; expiresAt: Date }, clientId: string): void;
  /** A member logged out from a socket client (the socket layer stops pushing to it). */
  loggedOut?(userId: number, clientId: string): void;
  /** A session ended by logout: its other sockets are told and unbound (the one logging out is released above). */
  sessionEnded?(userId: number, sessionId: number, clientId?: string): void;
  /** Sessions revoked by a password reset (all) or change (all but `keptSessionId`). */
  sessionsRevoked?(userId: number, keptSessionId?: number): void;
}

export type SessionsService = ReturnType<typeof createSessionsService>;

export function createSessionsService(deps: {
  db: Db;
  clock: Clock;
  ttlSeconds: number;
  listeners: SessionListener[];
}) {
  const { db, clock, ttlSeconds, listeners } = deps;

  return {
    /**
     * Opens the member's only live session of its kind inside the caller's transaction: the member
     * row is locked, every older session of the same kind is deleted (an app login never ends the
     * console session, nor a console login the app's), and the login record is updated.
     */
    async start(
      trx: Db,
      user: UserRow,
      meta: RequestMeta,
      kind: SessionKind = 'app',
      lifetimeSeconds = ttlSeconds,
    ) {
      const now = clock.now();
      await identityRepository.lockUser(trx, user.id);
      const replaced = await identityRepository.deleteSessionsOfKind(trx, user.id, kind);
      const token = generateToken();
      const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
      const session = await identityRepository.insertSession(trx, {
        userId: user.id,
        tokenHash: hashToken(token),
        ip: meta.ip.slice(0, 64),
        userAgent: meta.userAgent.slice(0, 255),
        expiresAt,
        kind,
      });
      const successions = nextLoginStreak(user.lastLoginAt, user.successions, now);
      const updated = await identityRepository.updateUser(trx, user.id, {
        successions,
        maxSuccessions: Math.max(user.maxSuccessions, successions),
        prevLoginAt: user.lastLoginAt ?? now,
        lastLoginAt: now,
        lastLoginIp: meta.ip.slice(0, 64),
      });
      return { user: updated ?? user, token, expiresAt, sessionId: session.id, replaced };
    },

    /** Tells listeners after the login committed (and which socket client logged in, if named). */
    announce(
      userId: number,
      sessionId: number,
      replaced: number[],
      client?: { id: string; expiresAt: Date },
    ): void {
      for (const listener of listeners) listener.sessionReplaced(userId, sessionId, replaced);
      if (client)
        for (const listener of listeners)
          listener.loggedIn?.(userId, { id: sessionId, expiresAt: client.expiresAt }, client.id);
    },

    /** The caller behind a token: live, unexpired, and the member not locked; otherwise null. */
    async resolve(token: string): Promise<AuthContext | null> {
      const found = await identityRepository.findLiveSession(db, hashToken(token), clock.now());
      if (!found || found.status !== 'normal') return null;
      return {
        userId: found.userId,
        sessionId: found.sessionId,
        roles: found.roles,
        sessionKind: found.kind,
        token,
        expiresAt: found.expiresAt,
      };
    },

    /** Ends the session of this token (logout) and releases the socket client it names. */
    async end(token: string, clientId?: string): Promise<void> {
      const session = await identityRepository.findLiveSession(db, hashToken(token), clock.now());
      await identityRepository.deleteSession(db, hashToken(token));
      if (session && clientId)
        for (const listener of listeners) listener.loggedOut?.(session.userId, clientId);
      if (session)
        for (const listener of listeners)
          listener.sessionEnded?.(session.userId, session.sessionId, clientId);
    },

    /** Revokes all sessions of a member but one (password change) or all of them (password reset). */
    async revokeAll(trx: Db, userId: number, keepSessionId?: number): Promise<number> {
      return identityRepository.deleteSessionsOfUser(trx, userId, keepSessionId);
    },

    /** Tells listeners after a `revokeAll` committed. */
    announceRevoked(userId: number, keepSessionId?: number): void {
      for (const listener of listeners) listener.sessionsRevoked?.(userId, keepSessionId);
    },
  };
}
