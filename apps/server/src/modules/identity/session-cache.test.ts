import { describe, expect, it } from 'vitest';
import { type CachedSession, createSessionCache } from './session-cache.ts';

const HOUR = 3_600_000;

function world(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let at = 1_000_000;
  const cache = createSessionCache({
    ttlMs: options.ttlMs ?? 30_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => at,
  });
  const session = (userId: number, sessionId = userId, expiresInMs = HOUR): CachedSession => ({
    userId,
    sessionId,
    roles: [],
    sessionKind: 'app',
    expiresAt: new Date(at + expiresInMs),
  });
  return { cache, session, advance: (ms: number) => (at += ms) };
}

describe('session cache', () => {
  it('answers a stored session until its TTL ends, then asks the database again', () => {
    const { cache, session, advance } = world({ ttlMs: 1_000 });
    cache.store('h1', session(1), cache.begin());
    expect(cache.get('h1')?.userId).toBe(1);
    advance(999);
    expect(cache.get('h1')).toBeDefined();
    advance(1);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('never answers a session past its expiry, even within the TTL', () => {
    const { cache, session, advance } = world({ ttlMs: 60_000 });
    cache.store('h1', session(1, 1, 500), cache.begin());
    advance(500);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('drops every session of a revoked member and no other', () => {
    const { cache, session } = world();
    cache.store('app', session(1, 10), cache.begin());
    cache.store('console', session(1, 11), cache.begin());
    cache.store('other', session(2, 20), cache.begin());
    cache.revokeMember(1);
    expect(cache.get('app')).toBeUndefined();
    expect(cache.get('console')).toBeUndefined();
    expect(cache.get('other')?.userId).toBe(2);
  });

  it('refuses to store a load that started before a revocation of its member', () => {
    const { cache, session } = world();
    const startedAt = cache.begin(); // the database was read here, before the logout committed
    cache.revokeMember(1);
    expect(cache.store('h1', session(1), startedAt)).toBe(false);
    expect(cache.get('h1')).toBeUndefined();
    // Another member's load of the same moment is not held back, and a later load of member 1 stores.
    expect(cache.store('h2', session(2), startedAt)).toBe(true);
    expect(cache.store('h3', session(1), cache.begin())).toBe(true);
  });

  it('still refuses an old load once the revocation itself was forgotten (bounded memory)', () => {
    const { cache, session } = world({ maxEntries: 2 });
    const startedAt = cache.begin();
    cache.revokeMember(1);
    cache.revokeMember(2);
    cache.revokeMember(3); // member 1's revocation is forgotten: the floor rises instead
    expect(cache.store('h1', session(1), startedAt)).toBe(false);
  });

  it('holds at most maxEntries, the oldest going first', () => {
    const { cache, session } = world({ maxEntries: 2 });
    cache.store('h1', session(1), cache.begin());
    cache.store('h2', session(2), cache.begin());
    cache.store('h3', session(3), cache.begin());
    expect(cache.size()).toBe(2);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h3')?.userId).toBe(3);
  });

  it('forgets everything after a gap in revocations, loads under way included', () => {
    const { cache, session } = world();
    cache.store('h1', session(1), cache.begin());
    const startedAt = cache.begin();
    cache.clear();
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.store('h2', session(2), startedAt)).toBe(false);
  });
});
