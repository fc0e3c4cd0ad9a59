/** Protocol timestamps are Unix seconds; this accepts seconds or milliseconds. */
export function toMilliseconds(timestamp: number): number {
  return timestamp < 1e12 ? timestamp * 1000 : timestamp;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` in local time. */
export function formatDate(timestamp: number): string {
  const date = new Date(toMilliseconds(timestamp));
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `HH:mm` in local time. */
export function formatClock(timestamp: number): string {
  const date = new Date(toMilliseconds(timestamp));
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `MM-DD HH:mm` in local time. */
export function formatMonthDayClock(timestamp: number): string {
  const date = new Date(toMilliseconds(timestamp));
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${formatClock(timestamp)}`;
}

/** `YYYY-MM-DD HH:mm` in local time. */
export function formatDateTime(timestamp: number): string {
  return `${formatDate(timestamp)} ${formatClock(timestamp)}`;
}
