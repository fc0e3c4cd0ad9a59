import { Redis, type RedisOptions } from 'ioredis';
import { StartupError } from '../config/env.ts';

type Logger = {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/**
 * Commands fail fast while Redis is away (no offline queue, one retry, bounded waits) so callers can
 * fall back or refuse at once instead of hanging; the client keeps reconnecting in the background.
 */
export const REDIS_OPTIONS: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  commandTimeout: 2_000,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
};

/** The URL without its password, fit for a log line. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an invalid URL';
  }
}

/** True when Redis answers a PING within the time (a half-open connection counts as down). */
export async function isRedisReachable(redis: Redis, timeoutMs = 1_000): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>(
    (resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)),
  );
  try {
    return await Promise.race([
      redis.ping().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Logs one line per state change (up -> down, down -> up), never one per failed reconnect. The
 * 'error' listener also keeps ioredis from printing every failed attempt as an unhandled error.
 */
export function watchRedis(redis: Redis, log: Logger, name = 'redis'): void {
  let up = redis.status === 'ready';
  const down = (reason: string) => {
    if (!up) return;
    up = false;
    log.error({ redis: name, reason }, `${name}: down, degraded until it returns (${reason})`);
  };
  redis.on('ready', () => {
    if (up) return;
    up = true;
    log.info({ redis: name }, `${name}: up`);
  });
  redis.on('error', (error: Error) => down(error.message));
  // 'reconnecting' (not 'close'): a deliberate disconnect at shutdown is not an outage.
  redis.on('reconnecting', () => down('connection lost, reconnecting'));
}

/**
 * Opens the client and waits for Redis; an unreachable Redis stops the start with a message naming
 * REDIS_URL (the caller exits). Then `watchRedis` reports every later change of state.
 */
export async function connectRedis(url: string, options: RedisOptions = {}): Promise<Redis> {
  const redis = new Redis(url, { ...REDIS_OPTIONS, ...options });
  let firstError: Error | undefined;
  const remember = (error: Error) => (firstError ??= error); // the start below reports it
  redis.on('error', remember);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = (firstError ?? (error instanceof Error ? error : new Error(String(error))))
      .message;
    throw new StartupError(
      `Cannot reach Redis at REDIS_URL=${redactRedisUrl(url)} (${reason}). Start Redis or unset REDIS_URL.`,
    );
  }
  return redis; // `remember` stays: an error before `watchRedis` is attached is never unhandled
}
