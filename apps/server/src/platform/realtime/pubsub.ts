import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** Fan-out between instances: in-process by default, Redis pub/sub when REDIS_URL is set. */
export interface PubSub {
  publish(message: unknown): Promise<void>;
  subscribe(handler: (message: unknown) => void): Promise<void>;
  close(): Promise<void>;
}

export class MemoryPubSub implements PubSub {
  private readonly emitter = new EventEmitter();

  async publish(message: unknown): Promise<void> {
    // Delivered on the next tick, as Redis would, so publishers never depend on synchronous handlers.
    setImmediate(() => this.emitter.emit('message', message));
  }

  async subscribe(handler: (message: unknown) => void): Promise<void> {
    this.emitter.on('message', handler);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * Redis pub/sub across instances. While Redis is away a message is delivered to this instance's own
 * sockets only (degraded, never failed); cross-instance delivery resumes when it returns.
 */
export class RedisPubSub implements PubSub {
  private readonly subscriber: Redis;
  private handler: ((message: unknown) => void) | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly channel: string,
  ) {
    // The subscriber queues its SUBSCRIBE until connected and re-subscribes after every reconnect.
    this.subscriber = redis.duplicate({ enableOfflineQueue: true, lazyConnect: false });
    this.subscriber.on('error', () => {}); // outages are logged once, by the main client's watcher
  }

  async publish(message: unknown): Promise<void> {
    if (this.redis.status === 'ready' && this.subscriber.status === 'ready') {
      try {
        await this.redis.publish(this.channel, JSON.stringify(message));
        return;
      } catch {
        // Redis went away between the check and the call: deliver locally below.
      }
    }
    setImmediate(() => this.handler?.(message));
  }

  async subscribe(handler: (message: unknown) => void): Promise<void> {
    this.handler = handler;
    this.subscriber.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) return;
      try {
        handler(JSON.parse(raw));
      } catch {
        // A malformed message from another instance is dropped, never fatal.
      }
    });
    await this.subscriber.subscribe(this.channel);
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }
}
