import type { Redis } from 'ioredis';

export interface ClientRecord {
  instanceId: string;
  userId?: number;
  /** When the bound session expires (ms since epoch). */
  expiresAtMs?: number;
}

/**
 * Which instance holds each socket client and which member it is bound to, so an HTTP call on any
 * instance can bind a client held by another. In-process, or Redis across instances.
 */
export interface ClientRegistry {
  register(clientId: string, instanceId: string): Promise<void>;
  lookup(clientId: string): Promise<ClientRecord | null>;
  bind(clientId: string, userId: number, expiresAtMs: number): Promise<void>;
  unregister(clientId: string): Promise<void>;
  /** True when the member has a client bound to an unexpired session on any instance. */
  isOnline(userId: number, nowMs: number): Promise<boolean>;
}

/** In process; bound clients are also indexed by member, so the online check does not walk them all. */
export class MemoryClientRegistry implements ClientRegistry {
  private readonly clients = new Map<string, ClientRecord>();
  private readonly byUser = new Map<number, Set<ClientRecord>>();

  private forget(clientId: string): void {
    const record = this.clients.get(clientId);
    if (record?.userId === undefined) return;
    const bound = this.byUser.get(record.userId);
    bound?.delete(record);
    if (bound?.size === 0) this.byUser.delete(record.userId);
  }

  async register(clientId: string, instanceId: string): Promise<void> {
    this.forget(clientId);
    this.clients.set(clientId, { instanceId });
  }
  async lookup(clientId: string): Promise<ClientRecord | null> {
    return this.clients.get(clientId) ?? null;
  }
  async bind(clientId: string, userId: number, expiresAtMs: number): Promise<void> {
    const record = this.clients.get(clientId);
    if (!record) return;
    this.forget(clientId);
    Object.assign(record, { userId, expiresAtMs });
    const bound = this.byUser.get(userId) ?? new Set<ClientRecord>();
    bound.add(record);
    this.byUser.set(userId, bound);
  }
  async unregister(clientId: string): Promise<void> {
    this.forget(clientId);
    this.clients.delete(clientId);
  }
  async isOnline(userId: number, nowMs: number): Promise<boolean> {
    for (const record of this.byUser.get(userId) ?? [])
      if ((record.expiresAtMs ?? Infinity) > nowMs) return true;
    return false;
  }
}

const DAY_SECONDS = 86_400;

/**
 * Redis across instances, mirrored in process for the clients this instance holds: while Redis is
 * away those still register, bind and push locally; other instances' clients are unknown meanwhile.
 */
export class RedisClientRegistry implements ClientRegistry {
  private readonly local = new MemoryClientRegistry();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private clientKey = (clientId: string) => `${this.prefix}client:${clientId}`;
  /** A sorted set of the member's bound clients, scored by when their session expires. */
  private userKey = (userId: number) => `${this.prefix}member:${userId}`;

  /** The Redis answer, or undefined while Redis is unavailable. */
  private async viaRedis<T>(command: () => Promise<T>): Promise<T | undefined> {
    if (this.redis.status !== 'ready') return undefined;
    try {
      return await command();
    } catch {
      return undefined;
    }
  }

  async register(clientId: string, instanceId: string): Promise<void> {
    await this.local.register(clientId, instanceId);
    await this.viaRedis(() =>
      this.redis
        .multi()
        .hset(this.clientKey(clientId), 'instance', instanceId)
        .expire(this.clientKey(clientId), DAY_SECONDS)
        .exec(),
    );
  }

  async lookup(clientId: string): Promise<ClientRecord | null> {
    const record = await this.viaRedis(() => this.redis.hgetall(this.clientKey(clientId)));
    if (!record?.instance) return this.local.lookup(clientId);
    return { instanceId: record.instance, ...(record.user ? { userId: Number(record.user) } : {}) };
  }

  async bind(clientId: string, userId: number, expiresAtMs: number): Promise<void> {
    await this.local.bind(clientId, userId, expiresAtMs);
    await this.viaRedis(() =>
      this.redis
        .multi()
        .hset(this.clientKey(clientId), 'user', String(userId))
        .zadd(this.userKey(userId), expiresAtMs, clientId)
        .expire(this.userKey(userId), DAY_SECONDS)
        .exec(),
    );
  }

  async unregister(clientId: string): Promise<void> {
    await this.local.unregister(clientId);
    await this.viaRedis(async () => {
      const user = await this.redis.hget(this.clientKey(clientId), 'user');
      const batch = this.redis.multi().del(this.clientKey(clientId));
      if (user) batch.zrem(this.userKey(Number(user)), clientId);
      await batch.exec();
    });
  }

  async isOnline(userId: number, nowMs: number): Promise<boolean> {
    if (
      (await this.viaRedis(() => this.redis.zcount(this.userKey(userId), `(${nowMs}`, '+inf'))) ??
      0
    )
      return true;
    return this.local.isOnline(userId, nowMs);
  }
}
