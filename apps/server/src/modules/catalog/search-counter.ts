import type { Db } from '../../db/database.ts';
import { searchRepository } from './search.repository.ts';

/**
 * Counts searched keywords in memory and adds them to the hot list in batches, so a popular keyword
 * is not one row every search waits on. A member's own history is written at once. Readers of the
 * hot list on this instance flush first; a crash loses at most one interval of counts.
 */
export function createSearchCounter(db: Db, intervalMs = 5000) {
  let pending = new Map<string, number>();

  async function flush(): Promise<void> {
    const batch = pending;
    pending = new Map();
    for (const [keyword, count] of batch) await searchRepository.countSearch(db, keyword, count);
  }

  const timer = setInterval(() => void flush().catch(() => undefined), intervalMs);
  timer.unref();

  return {
    /** Counts one search of `keyword`; a member's history is kept at once. */
    async count(keyword: string, userId: number | null, now: Date): Promise<void> {
      pending.set(keyword, (pending.get(keyword) ?? 0) + 1);
      if (userId !== null) await searchRepository.recordHistory(db, userId, keyword, now);
    },
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

export type SearchCounter = ReturnType<typeof createSearchCounter>;
