import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const MAX_LOCAL_KEYS = 50_000;

/** Fixed windows in this process: the global limit while Redis is away (and without Redis). */
class LocalWindows {
  private readonly windows = new Map<string, { current: number; resetAt: number }>();

  incr(key: string, timeWindowMs: number): { current: number; ttl: number } {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { current: 0, resetAt: now + timeWindowMs };
      this.windows.set(key, entry);
      if (this.windows.size > MAX_LOCAL_KEYS) this.sweep(now);
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.resetAt - now };
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * The store of the global rate limit (@fastify/rate-limit): shared through Redis while Redis answers,
 * counted in this process while it does not, so browsing and buying keep working during an outage.
 */
export function resilientRateLimitStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  const local = new LocalWindows();

  class ResilientStore implements FastifyRateLimitStore {
    private readonly key: string;
    /** The plugin constructs the store with its options; `child` passes a route's own key prefix. */
    constructor(_options?: unknown, key: string = prefix) {
      this.key = key;
    }

    incr(key: string, callback: Callback, timeWindow?: number, _max?: number): void {
      const windowMs = timeWindow ?? 60_000;
      const name = this.key + key;
      const fallback = () => callback(null, local.incr(name, windowMs));
      if (redis.status !== 'ready') return fallback();
      redis
        .multi()
        .incr(name)
        .pexpire(name, windowMs, 'NX')
        .pttl(name)
        .exec()
        .then((result) => {
          const current = result?.[0]?.[1];
          const ttl = result?.[2]?.[1];
          if (typeof current !== 'number' || typeof ttl !== 'number') return fallback();
          callback(null, { current, ttl: Math.max(ttl, 0) });
        })
        .catch(fallback);
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the merged limit params, the route under `routeInfo` (typed as the route).
      const routeOptions = options as unknown as { routeInfo?: { method?: string; url?: string } };
      return new ResilientStore(
        undefined,
        `${this.key}${routeOptions.routeInfo?.method ?? ''}${routeOptions.routeInfo?.url ?? ''}-`,
      );
    }
  }

  return ResilientStore;
}
