import type { QueueEntry } from '@cloudmall/contract/rewards';

/** The tabs of the public queue page: my waiting entries, goods to join, and my history. */
export const QUEUE_TABS = ['waiting', 'join', 'history'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

/** What an entry's line says: its place while waiting, else how it ended and when. */
export function entryLine(
  entry: QueueEntry,
):
  { key: 'position'; position: number; ahead: number } | { key: 'allocated' | 'left'; at: number } {
  if (entry.state === 'waiting') {
    const position = entry.position ?? 1;
    return { key: 'position', position, ahead: position - 1 };
  }
  if (entry.state === 'allocated') return { key: 'allocated', at: entry.allocated_at ?? 0 };
  return { key: 'left', at: entry.left_at ?? 0 };
}
