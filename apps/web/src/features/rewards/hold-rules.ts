/** Where a held income item stands: released to the balance, due (the release job will move it), or held. */
export type HoldStatus = { state: 'released' } | { state: 'due' } | { state: 'held'; days: number };

const DAY_SECONDS = 86_400;

/**
 * A held item's status at `now` (unix seconds): released once the wallet moved it; due when its
 * date passed but the release job has not run yet; else held, with whole days left (at least 1).
 */
export function holdStatus(
  item: { available_at: number; released_at?: number | null; released?: boolean },
  now: number,
): HoldStatus {
  if (item.released_at || (item.released_at === undefined && item.released)) {
    return { state: 'released' };
  }
  if (item.available_at <= now) return { state: 'due' };
  return { state: 'held', days: Math.max(1, Math.ceil((item.available_at - now) / DAY_SECONDS)) };
}
