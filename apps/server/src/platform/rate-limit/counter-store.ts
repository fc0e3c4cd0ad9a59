import type { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import { AppError } from '../http/app-error.ts';

/**
 * Fixed-window counters for throttling (login failures, SMS sends). In-process by default;
 * Redis when REDIS_URL is set, so every instance counts against the same limit.
 */
export interface CounterStore {
  /** Adds one to `key` and returns the count in the current window. */
  increment(key: string, windowSeconds: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly clock: Clock) {}

  async increment(key: string, windowSeconds: number): Promise<number> {
    const now = this.clock.now().getTime();
    const current = this.live(key, now);
    const next = current
      ? { count: current.count + 1, expiresAt: current.expiresAt }
      : { count: 1, expiresAt: now + windowSeconds * 1000 };
    this.counters.set(key, next);
    if (this.counters.size > 100_000) this.sweep(now);
    return next.count;
  }

  async get(key: string): Promise<number> {
    return this.live(key, this.clock.now().getTime())?.count ?? 0;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  private live(key: string, now: number) {
    const entry = this.counters.get(key);
    if (!entry || entry.expiresAt <= now) return undefined;
    return entry;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.counters) if (entry.expiresAt <= now) this.counters.delete(key);
  }
}

/**
 * What a Redis counter does while Redis is away: counters that guard secrets (login, SMS codes)
 * refuse with `security_check_unavailable` (fail closed); others count in this process meanwhile.
 */
export type WhenRedisUnavailable =
  { kind: 'refuse' } | { kind: 'count-locally'; fallback: CounterStore };

export const refuseWhenUnavailable: WhenRedisUnavailable = { kind: 'refuse' };

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly whenUnavailable: WhenRedisUnavailable = refuseWhenUnavailable,
  ) {}

  increment(key: string, windowSeconds: number): Promise<number> {
    return this.attempt(
      async () => {
        const name = this.prefix + key;
        const result = await this.redis.multi().incr(name).expire(name, windowSeconds, 'NX').exec();
        const count = result?.[0]?.[1];
        if (typeof count !== 'number') throw new Error('redis counter increment failed');
        return count;
      },
      (fallback) => fallback.increment(key, windowSeconds),
    );
  }

  get(key: string): Promise<number> {
    return this.attempt(
      async () => {
        const value = await this.redis.get(this.prefix + key);
        return value ? Number.parseInt(value, 10) : 0;
      },
      (fallback) => fallback.get(key),
    );
  }

  reset(key: string): Promise<void> {
    return this.attempt(
      async () => void (await this.redis.del(this.prefix + key)),
      (fallback) => fallback.reset(key),
    );
  }

  private async attempt<T>(
    viaRedis: () => Promise<T>,
    locally: (fallback: CounterStore) => Promise<T>,
  ): Promise<T> {
    try {
      if (this.redis.status !== 'ready') throw new Error(`redis is ${this.redis.status}`);
      return await viaRedis();
    } catch {
      if (this.whenUnavailable.kind === 'count-locally')
        return locally(this.whenUnavailable.fallback);
      throw new AppError('security_check_unavailable', 503);
    }
  }
}
