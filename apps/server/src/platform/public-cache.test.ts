import { describe, expect, it } from 'vitest';
import {
  type CacheFanout,
  createPublicCache,
  isSharedAnswer,
  sharedAnswer,
} from './public-cache.ts';

/** Instances sharing one in-process fan-out, as Redis pub/sub joins instances. */
function sharedFanout() {
  const listeners = new Map<string, Array<() => void>>();
  const instance = (): CacheFanout => {
    return {
      async invalidate(scope) {
        for (const listener of listeners.get(scope) ?? []) listener();
      },
      onInvalidate(scope, listener) {
        listeners.set(scope, [...(listeners.get(scope) ?? []), listener]);
      },
    };
  };
  return { instance };
}

describe('the public cache', () => {
  it('computes a key once within its TTL and again after it', async () => {
    let clock = 0;
    let computed = 0;
    const cache = createPublicCache<number>({
      scope: 's',
      ttlMs: 100,
      maxEntries: 10,
      now: () => clock,
    });
    const compute = async () => ++computed;
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('a', compute)).toBe(1);
    clock = 100;
    expect(await cache.get('a', compute)).toBe(2);
  });

  it('shares one computation between concurrent readers', async () => {
    let computed = 0;
    const cache = createPublicCache<number>({ scope: 's', ttlMs: 1000, maxEntries: 10 });
    const compute = async () => ++computed;
    const values = await Promise.all([cache.get('a', compute), cache.get('a', compute)]);
    expect(values).toEqual([1, 1]);
  });

  it('never keeps a failure', async () => {
    const cache = createPublicCache<number>({ scope: 's', ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('keeps at most maxEntries, dropping the oldest first', async () => {
    const cache = createPublicCache<string>({ scope: 's', ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'again')).toBe('again');
    expect(await cache.get('c', async () => 'again')).toBe('c');
  });

  it('drop clears the scope on every instance sharing the fan-out, not other scopes', async () => {
    const fanout = sharedFanout();
    const one = createPublicCache<string>({
      scope: 'goods',
      ttlMs: 60_000,
      maxEntries: 10,
      fanout: fanout.instance(),
    });
    const two = createPublicCache<string>({
      scope: 'goods',
      ttlMs: 60_000,
      maxEntries: 10,
      fanout: fanout.instance(),
    });
    const other = createPublicCache<string>({
      scope: 'shops',
      ttlMs: 60_000,
      maxEntries: 10,
      fanout: fanout.instance(),
    });
    await one.get('77', async () => 'old price');
    await two.get('77', async () => 'old price');
    await other.get('1', async () => 'shop');
    await one.drop();
    expect(await one.get('77', async () => 'new price')).toBe('new price');
    expect(await two.get('77', async () => 'new price')).toBe('new price');
    expect(await other.get('1', async () => 'recomputed')).toBe('shop');
  });
});

describe('shared answers', () => {
  it('are marked one by one; other objects are not', () => {
    const answer = sharedAnswer({ data: [1] });
    expect(isSharedAnswer(answer)).toBe(true);
    expect(isSharedAnswer({ data: [1] })).toBe(false);
    expect(isSharedAnswer(null)).toBe(false);
  });
});
