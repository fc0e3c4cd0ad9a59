import dayjs from 'dayjs';

/** Unix seconds as local date and time ("2026-11-27 14:05"); 0 (never) as a dash. */
export function formatUnixTime(seconds: number): string {
  return seconds > 0 ? dayjs.unix(seconds).format('YYYY-MM-DD HH:mm') : '—';
}

/** A `YYYY-MM-DD` day of the URL as unix seconds: its first second, or (`end`) its last. */
export function dayToUnix(day: string | undefined, end = false): number | undefined {
  if (!day) return undefined;
  const parsed = dayjs(day, 'YYYY-MM-DD');
  if (!parsed.isValid()) return undefined;
  return (end ? parsed.endOf('day') : parsed.startOf('day')).unix();
}
