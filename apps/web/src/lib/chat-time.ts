import { formatClock, formatMonthDayClock, toMilliseconds } from './time';

export type ChatTime =
  | { kind: 'clock'; text: string }
  | { kind: 'yesterday'; text: string }
  | { kind: 'weekday'; weekday: number; text: string }
  | { kind: 'date'; text: string };

function startOfDay(milliseconds: number): number {
  const date = new Date(milliseconds);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/**
 * Spec §9 chat time: today → hh:mm, yesterday → "yesterday", within 7 days → the weekday,
 * older → mm-dd hh:mm. Days are calendar days in local time.
 */
export function describeChatTime(timestamp: number, now: number = Date.now()): ChatTime {
  const milliseconds = toMilliseconds(timestamp);
  const days = Math.round((startOfDay(now) - startOfDay(milliseconds)) / 86_400_000);
  const clock = formatClock(timestamp);
  if (days <= 0) return { kind: 'clock', text: clock };
  if (days === 1) return { kind: 'yesterday', text: clock };
  if (days < 7) return { kind: 'weekday', weekday: new Date(milliseconds).getDay(), text: clock };
  return { kind: 'date', text: formatMonthDayClock(timestamp) };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Renders `describeChatTime` with localized weekday names. */
export function formatChatTime(
  timestamp: number,
  t: Translate,
  locale: string,
  now = Date.now(),
): string {
  const described = describeChatTime(timestamp, now);
  if (described.kind === 'yesterday') return t('common:time.yesterday');
  if (described.kind === 'weekday') {
    return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(toMilliseconds(timestamp));
  }
  return described.text;
}
