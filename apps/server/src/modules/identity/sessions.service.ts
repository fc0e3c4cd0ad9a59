import type { SessionKind } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema/identity.schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthContext, ResolveOptions } from '../../platform/http/auth-context.ts';
import { type Broadcast, memoryBroadcast } from '../../platform/redis/broadcast.ts';
import { generateToken, hashToken } from './credentials.ts';
import { identityRepository } from './identity.repository.ts';
import { nextLoginStreak } from './identity.mapper.ts';
import { type CachedSession, createSessionCache } from './session-cache.ts';

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

/** How long a resolved session is trusted without the database, and how many are held. */
export const SESSION_CACHE = { ttlMs: 30_000, maxEntries: 50_000 };

/** A revocation every instance hears: drop the member's cached sessions. */
const isRevocation = (message: unknown): message is { revokeMember: number } =>
  typeof (message as { revokeMember?: unknown } | null)?.revokeMember === 'number';

export function createSessionsService(deps: {
  db: Db;
  clock: Clock;
  ttlSeconds: number;
  listeners: SessionListener[];
  /** Revocations across instances (Redis when set); in process by default. */
  revocations?: Broadcast;
  cache?: { ttlMs: number; maxEntries: number };
}) {
  const { db, clock, ttlSeconds, listeners } = deps;
  const revocations = deps.revocations ?? memoryBroadcast();
  const cache = createSessionCache({
    ...(deps.cache ?? SESSION_CACHE),
    now: () => clock.now().getTime(),
  });
  revocations.subscribe((message) => {
    if (isRevocation(message)) cache.revokeMember(message.revokeMember);
  });
  revocations.onGap(() => cache.clear());

  /**
   * Ends the member's cached sessions here at once and on every other instance before the caller
   * answers (called after the database change committed).
   */
  async function revokeCached(userId: number): Promise<void> {
    cache.revokeMember(userId);
    await revocations.publish({ revokeMember: userId });
  }

  async function load(tokenHash: string): Promise<CachedSession | null> {
    const startedAt = cache.begin();
    const found = await identityRepository.findLiveSession(db, tokenHash, clock.now());
    if (!found || found.status !== 'normal') return null;
    const session: CachedSession = {
      userId: found.userId,
      sessionId: found.sessionId,
      roles: found.roles,
      sessionKind: found.kind,
      expiresAt: found.expiresAt,
    };
    if (revocations.live()) cache.store(tokenHash, session, startedAt);
    return session;
  }

  return {
    /** After a change to what a session carries (roles) committed: every instance reads it again. */
    refreshMember: revokeCached,

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

    /**
     * Tells listeners after the login committed (and which socket client logged in, if named); the
     * replaced sessions stop resolving on every instance.
     */
    async announce(
      userId: number,
      sessionId: number,
      replaced: number[],
      client?: { id: string; expiresAt: Date },
    ): Promise<void> {
      if (replaced.length) await revokeCached(userId);
      for (const listener of listeners) listener.sessionReplaced(userId, sessionId, replaced);
      if (client)
        for (const listener of listeners)
          listener.loggedIn?.(userId, { id: sessionId, expiresAt: client.expiresAt }, client.id);
    },

    /**
     * The caller behind a token: live, unexpired, and the member not locked; otherwise null. Served
     * from the cache while revocations surely arrive (`fresh`: always from the database).
     */
    async resolve(token: string, options: ResolveOptions = {}): Promise<AuthContext | null> {
      const tokenHash = hashToken(token);
      const cached = !options.fresh && revocations.live() ? cache.get(tokenHash) : undefined;
      const session = cached ?? (await load(tokenHash));
      return session && { ...session, token };
    },

    /** Ends the session of this token (logout) and releases the socket client it names. */
    async end(token: string, clientId?: string): Promise<void> {
      const session = await identityRepository.findLiveSession(db, hashToken(token), clock.now());
      await identityRepository.deleteSession(db, hashToken(token));
      if (session) await revokeCached(session.userId);
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

    /** Tells listeners after a `revokeAll` committed; the sessions stop resolving on every instance. */
    async announceRevoked(userId: number, keepSessionId?: number): Promise<void> {
      await revokeCached(userId);
      for (const listener of listeners) listener.sessionsRevoked?.(userId, keepSessionId);
    },
  };
}
