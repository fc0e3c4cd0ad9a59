/**
 * A cache of public answers (the same for every reader of a language): entries live in this process
 * for a short time and at most `maxEntries` of them (the oldest goes first). A write that changes what
 * is cached calls `drop()`, which clears the scope here at once and, through the fan-out (Redis
 * pub/sub when REDIS_URL is set, in process otherwise), on every other instance.
 */

/** Drops a cache on every instance (the realtime fan-out). */
export interface CacheFanout {
  invalidate(scope: string): Promise<void>;
  onInvalidate(scope: string, listener: () => void): void;
}

export interface PublicCacheOptions {
  /** The fan-out scope: every instance's cache of this name is dropped together. */
  scope: string;
  ttlMs: number;
  maxEntries: number;
  fanout?: CacheFanout;
  now?: () => number;
}

export interface PublicCache<T> {
  /** The value of `key`, computed at most once per TTL (concurrent readers share one computation). */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Drops every entry here and on every other instance; resolves once the message is sent. */
  drop(): Promise<void>;
  /** Drops every entry of this instance only (what a fan-out message does). */
  clearHere(): void;
  readonly size: number;
}

export function createPublicCache<T>(options: PublicCacheOptions): PublicCache<T> {
  const { scope, ttlMs, maxEntries, fanout, now = Date.now } = options;
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  const clearHere = () => entries.clear();
  fanout?.onInvalidate(scope, clearHere);

  return {
    get(key, compute) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      if (hit) entries.delete(key);
      const value = compute();
      const entry = { at: now(), value };
      entries.set(key, entry);
      // A failure is never cached; an entry dropped meanwhile (invalidated) is not touched.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    async drop() {
      clearHere();
      if (fanout) await fanout.invalidate(scope).catch(() => undefined);
    },
    clearHere,
    get size() {
      return entries.size;
    },
  };
}

const sharedAnswers = new WeakSet<object>();

/**
 * Marks a cached answer that is never changed after it is made: the route binder then shapes it by
 * the route's output schema once and reuses that for every reader, instead of once per request.
 */
export function sharedAnswer<T extends object>(value: T): T {
  sharedAnswers.add(value);
  return value;
}

export const isSharedAnswer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && sharedAnswers.has(value);
