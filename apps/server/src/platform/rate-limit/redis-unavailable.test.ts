import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { AppError } from '../http/app-error.ts';
import { MemoryCounterStore, RedisCounterStore } from './counter-store.ts';
import { resilientRateLimitStore } from './rate-limit-store.ts';

// A client that never connected: what every command meets while Redis is away.
const away = new Redis({ lazyConnect: true, enableOfflineQueue: false });
afterAll(() => away.disconnect());

describe('while Redis is away', () => {
  it('refuses a secret-guarding counter with security_check_unavailable (503), never a bare error', async () => {
    const store = new RedisCounterStore(away, 'cm:');
    const refused = await store.increment('login:ip:1', 60).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ key: 'security_check_unavailable', httpStatus: 503 });
    await expect(store.get('login:ip:1')).rejects.toMatchObject({
      key: 'security_check_unavailable',
    });
  });

  it('counts a send limit in this process instead', async () => {
    const store = new RedisCounterStore(away, 'cm:', {
      kind: 'count-locally',
      fallback: new MemoryCounterStore(new ManualClock()),
    });
    expect(await store.increment('chat:send:1', 60)).toBe(1);
    expect(await store.increment('chat:send:1', 60)).toBe(2);
    await store.reset('chat:send:1');
    expect(await store.get('chat:send:1')).toBe(0);
  });

  it('keeps the global rate limit counting in this process', async () => {
    const Store = resilientRateLimitStore(away, 'rl:') as unknown as new (options: object) => {
      incr: (
        key: string,
        cb: (error: Error | null, result?: { current: number; ttl: number }) => void,
        timeWindow: number,
        max: number,
      ) => void;
    };
    const store = new Store({});
    const incr = () =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr('127.0.0.1', (e, r) => (e ? reject(e) : resolve(r!)), 60_000, 2),
      );
    expect((await incr()).current).toBe(1);
    expect((await incr()).current).toBe(2);
    const third = await incr();
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(0);
  });
});
