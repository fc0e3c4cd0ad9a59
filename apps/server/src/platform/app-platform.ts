import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config/env.ts';
import { AppError } from './http/app-error.ts';
import { MemoryCounterStore, RedisCounterStore } from './rate-limit/counter-store.ts';
import { resilientRateLimitStore } from './rate-limit/rate-limit-store.ts';
import { MemoryClientRegistry, RedisClientRegistry } from './realtime/client-registry.ts';
import { MemoryPubSub, RedisPubSub } from './realtime/pubsub.ts';
import { createRealtime } from './realtime/realtime.ts';
import { DevSmsOutbox, HttpSmsProvider, LogSmsProvider } from './sms/sms-provider.ts';
import type { SmsProvider } from './sms/sms-provider.ts';
import { isStaticFileRequest } from './web/static-requests.ts';

/** Where shared state lives: Redis under a key prefix when given, else this process. */
export interface Shared {
  redis?: Redis;
  /** Prefix of every Redis key this app writes (tests isolate runs with it). */
  namespace: string;
  clock: Clock;
}

/** The global request limit: shared through Redis, counted in process while Redis is away. */
export async function registerRateLimit(
  app: FastifyInstance,
  shared: Shared,
  maxPerMinute: number,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: maxPerMinute,
    timeWindow: '1 minute',
    // Browsing and buying go on while Redis is away.
    ...(shared.redis
      ? { store: resilientRateLimitStore(shared.redis, `${shared.namespace}rl:`) }
      : {}),
    errorResponseBuilder: () => new AppError('rate_limited', 429),
    allowList: (request) => isStaticFileRequest(request),
  });
}

/**
 * Counters of the modules' own limits. `counters` guard secrets (login, SMS) and refuse while
 * Redis is away; `sendCounters` (chat, find) count locally meanwhile.
 */
export function createCounterStores({ redis, namespace, clock }: Shared) {
  const counters = redis
    ? new RedisCounterStore(redis, `${namespace}ctr:`)
    : new MemoryCounterStore(clock);
  const sendCounters = redis
    ? new RedisCounterStore(redis, `${namespace}ctr:`, {
        kind: 'count-locally',
        fallback: new MemoryCounterStore(clock),
      })
    : counters;
  return { counters, sendCounters };
}

/** Live pushes to members' sockets, fanned out through Redis across instances when given. */
export function createAppRealtime({ redis, namespace, clock }: Shared, log: FastifyBaseLogger) {
  return createRealtime({
    pubsub: redis ? new RedisPubSub(redis, `${namespace}rt`) : new MemoryPubSub(),
    registry: redis
      ? new RedisClientRegistry(redis, `${namespace}rt:`)
      : new MemoryClientRegistry(),
    log,
    clock,
  });
}

/**
 * The SMS provider of the configuration, the built-in log provider (an admin may choose it in the
 * settings) and the development outbox (development mode only).
 */
export function createSms(
  config: AppConfig,
  log: FastifyBaseLogger,
  clock: Clock,
  given?: SmsProvider,
): { smsProvider: SmsProvider; smsLog: SmsProvider; devOutbox: DevSmsOutbox | null } {
  const devOutbox = config.isDevelopment ? new DevSmsOutbox() : null;
  const smsLog = new LogSmsProvider(log, devOutbox, () => clock.now());
  const smsProvider =
    given ??
    (config.sms.provider === 'http' && config.sms.httpUrl
      ? new HttpSmsProvider({
          url: config.sms.httpUrl,
          token: config.sms.httpToken,
          sender: config.sms.sender,
        })
      : smsLog);
  return { smsProvider, smsLog, devOutbox };
}
