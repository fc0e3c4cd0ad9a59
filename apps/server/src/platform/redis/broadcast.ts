import type { Redis } from 'ioredis';

/**
 * A message every instance hears (cache invalidation): Redis pub/sub when REDIS_URL is set, this
 * process otherwise. Unlike the socket fan-out, a reader of it must know when messages may be lost:
 * `live()` is false while the subscription is down, and `onGap` runs when it is back (what was
 * published meanwhile never arrives, so a cache built on it starts over).
 */
export interface Broadcast {
  /** Sends to every instance; resolves once Redis took it (or failed: the caller does not wait more). */
  publish(message: unknown): Promise<void>;
  subscribe(handler: (message: unknown) => void): void;
  /** True while this instance surely hears every message (always true in process). */
  live(): boolean;
  onGap(handler: () => void): void;
  close(): Promise<void>;
}

/** One process: every message is heard by this process's subscribers, in order. */
export function memoryBroadcast(): Broadcast {
  const handlers: Array<(message: unknown) => void> = [];
  return {
    async publish(message) {
      for (const handler of handlers) handler(message);
    },
    subscribe: (handler) => void handlers.push(handler),
    live: () => true,
    onGap: () => {},
    close: async () => void handlers.splice(0),
  };
}

/** Several instances through Redis pub/sub on `channel` (a dedicated subscriber connection). */
export function redisBroadcast(redis: Redis, channel: string): Broadcast {
  const subscriber = redis.duplicate({ enableOfflineQueue: true, lazyConnect: false });
  subscriber.on('error', () => {}); // outages are logged once, by the main client's watcher
  const handlers: Array<(message: unknown) => void> = [];
  const gaps: Array<() => void> = [];
  let subscribed = false;
  let everSubscribed = false;
  const subscribe = () =>
    subscriber.subscribe(channel).then(
      () => {
        if (everSubscribed) for (const gap of gaps) gap();
        subscribed = everSubscribed = true;
      },
      () => {},
    );
  subscriber.on('close', () => (subscribed = false));
  subscriber.on('end', () => (subscribed = false));
  // ioredis re-subscribes by itself on reconnect; `ready` comes after, when messages flow again.
  subscriber.on('ready', () => void subscribe());
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return; // a malformed message from another instance is dropped, never fatal
    }
    for (const handler of handlers) handler(message);
  });
  return {
    async publish(message) {
      try {
        await redis.publish(channel, JSON.stringify(message));
      } catch {
        // Redis is away: the other instances' subscriptions are down too, and they stop trusting
        // what they hold until it returns (`live`, `onGap`).
      }
    },
    subscribe: (handler) => void handlers.push(handler),
    live: () => subscribed && subscriber.status === 'ready',
    onGap: (handler) => void gaps.push(handler),
    close: async () => {
      subscribed = false;
      subscriber.disconnect();
    },
  };
}
