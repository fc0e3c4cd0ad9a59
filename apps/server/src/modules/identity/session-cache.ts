import type { ConsoleRole, SessionKind } from '@cloudmall/contract';

/** What a live session resolves to, without its token (the cache is keyed by the token's hash). */
export interface CachedSession {
  userId: number;
  sessionId: number;
  roles: readonly ConsoleRole[];
  sessionKind: SessionKind;
  expiresAt: Date;
}

export interface SessionCacheOptions {
  /** How long an entry is trusted without asking the database again. */
  ttlMs: number;
  /** Most entries held; the oldest go first. */
  maxEntries: number;
  now: () => number;
}

interface Entry {
  session: CachedSession;
  storedAt: number;
}

/**
 * Live sessions by token hash, so most requests need no database round trip. Revocation is by
 * member (every entry of the member goes; a later request reads the database again).
 *
 * The race it closes: a load that read the database before a revocation committed must not store
 * its (now stale) answer after the revocation arrived. Every revocation takes the next epoch and
 * remembers it per member; a load notes the epoch when it starts and stores only if no revocation
 * of that member came after. Remembered revocations are bounded too: forgetting one raises a floor
 * every older load is measured against, which only refuses more stores, never fewer.
 */
export function createSessionCache(options: SessionCacheOptions) {
  const { ttlMs, maxEntries, now } = options;
  const entries = new Map<string, Entry>();
  const byMember = new Map<number, Set<string>>();
  const revokedAt = new Map<number, number>();
  let epoch = 0;
  let floor = 0;

  function drop(tokenHash: string): void {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const hashes = byMember.get(entry.session.userId);
    hashes?.delete(tokenHash);
    if (hashes && !hashes.size) byMember.delete(entry.session.userId);
  }

  function revokedSince(userId: number, startedAt: number): boolean {
    return Math.max(floor, revokedAt.get(userId) ?? 0) > startedAt;
  }

  return {
    /** The epoch a load starts at: pass it back to `store`. */
    begin: (): number => epoch,

    /** A live entry (unexpired, within its TTL), or undefined. */
    get(tokenHash: string): CachedSession | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const at = now();
      if (at - entry.storedAt >= ttlMs || entry.session.expiresAt.getTime() <= at) {
        drop(tokenHash);
        return undefined;
      }
      return entry.session;
    },

    /** Stores what a load started at `startedAt` read, unless the member was revoked since. */
    store(tokenHash: string, session: CachedSession, startedAt: number): boolean {
      if (revokedSince(session.userId, startedAt)) return false;
      drop(tokenHash);
      entries.set(tokenHash, { session, storedAt: now() });
      let hashes = byMember.get(session.userId);
      if (!hashes) byMember.set(session.userId, (hashes = new Set()));
      hashes.add(tokenHash);
      while (entries.size > maxEntries) drop(entries.keys().next().value!);
      return true;
    },

    /** Drops every entry of the member, and refuses loads of the member already under way. */
    revokeMember(userId: number): void {
      epoch += 1;
      revokedAt.delete(userId);
      revokedAt.set(userId, epoch);
      while (revokedAt.size > maxEntries) {
        const [oldest, at] = revokedAt.entries().next().value!;
        revokedAt.delete(oldest);
        floor = Math.max(floor, at);
      }
      for (const tokenHash of [...(byMember.get(userId) ?? [])]) drop(tokenHash);
    },

    /** Forgets everything (revocations may have been missed): loads under way store nothing. */
    clear(): void {
      epoch += 1;
      floor = epoch;
      revokedAt.clear();
      entries.clear();
      byMember.clear();
    },

    size: (): number => entries.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
