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

export class RedisPubSub implements PubSub {
  private readonly subscriber: Redis;

  constructor(
    private readonly redis: Redis,
    private readonly channel: string,
  ) {
    this.subscriber = redis.duplicate();
  }

  async publish(message: unknown): Promise<void> {
    await this.redis.publish(this.channel, JSON.stringify(message));
  }

  async subscribe(handler: (message: unknown) => void): Promise<void> {
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
