import { formatDate, toMilliseconds } from './time';

export type RelativeTime =
  | { unit: 'justNow' }
  | { unit: 'minutes' | 'hours' | 'days' | 'months' | 'years'; count: number }
  | { unit: 'date'; text: string };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec §9: under 5 min "just now", then minutes, hours up to 24 h, days up to 30 days, then months
 * and years. A time in the future (clock skew) is shown as its date.
 */
export function describeRelativeTime(timestamp: number, now: number = Date.now()): RelativeTime {
  const elapsed = now - toMilliseconds(timestamp);
  if (elapsed < 0) return { unit: 'date', text: formatDate(timestamp) };
  if (elapsed < 5 * MINUTE) return { unit: 'justNow' };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  if (elapsed < 30 * DAY) return { unit: 'days', count: Math.floor(elapsed / DAY) };
  if (elapsed < 365 * DAY)
    return { unit: 'months', count: Math.max(1, Math.floor(elapsed / (30 * DAY))) };
  return { unit: 'years', count: Math.floor(elapsed / (365 * DAY)) };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Renders `describeRelativeTime` with the `common:time.*` texts. */
export function formatRelativeTime(
  timestamp: number,
  t: Translate,
  now: number = Date.now(),
): string {
  const described = describeRelativeTime(timestamp, now);
  switch (described.unit) {
    case 'justNow':
      return t('common:time.justNow');
    case 'date':
      return described.text;
    default:
      return t(`common:time.${described.unit}Ago`, { count: described.count });
  }
}
