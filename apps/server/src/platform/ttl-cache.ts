/** A small in-process cache: a value computed at most once per `ttlMs` per key (shared, public data only). */
export function createTtlCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      const value = compute();
      entries.set(key, { at: now(), value });
      value.catch(() => entries.delete(key));
      if (entries.size > 10_000) entries.clear();
      return value;
    },
    clear: () => entries.clear(),
  };
}
