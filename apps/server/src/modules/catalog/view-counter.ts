/**
 * Counts goods views in memory and writes them in batches, so a popular goods is not one row that
 * every request updates (and waits for). Views are statistics: a crash loses at most one interval.
 */
export function createViewCounter(
  flushTo: (goodsId: number, count: number) => Promise<void>,
  intervalMs = 5000,
) {
  let pending = new Map<number, number>();
  // Views counted here since start, per goods: a cached detail adds those counted after it was read.
  const counted = new Map<number, number>();

  async function flush(): Promise<void> {
    const batch = pending;
    pending = new Map();
    for (const [goodsId, count] of batch) await flushTo(goodsId, count);
  }

  const timer = setInterval(() => void flush().catch(() => undefined), intervalMs);
  timer.unref();

  return {
    add(goodsId: number): void {
      pending.set(goodsId, (pending.get(goodsId) ?? 0) + 1);
      counted.set(goodsId, (counted.get(goodsId) ?? 0) + 1);
    },
    /** Views of the goods counted on this instance since it started (written or not). */
    countedOf: (goodsId: number): number => counted.get(goodsId) ?? 0,
    /** Views counted here and not written yet. */
    pendingOf: (goodsId: number): number => pending.get(goodsId) ?? 0,
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
