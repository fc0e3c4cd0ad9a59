/** How a phone's expiry reads: expired, days and hours left, or a running clock in its last day. */
export type ExpiryView =
  | { kind: 'expired' }
  | { kind: 'days'; days: number; hours: number }
  | { kind: 'clock'; clock: string };

const DAY = 86_400;
const pad = (value: number) => String(value).padStart(2, '0');

/** Spells the time left before `expiresAt` (ms): whole days and hours, or HH:MM:SS under a day. */
export function expiryView(secondsLeft: number): ExpiryView {
  if (secondsLeft <= 0) return { kind: 'expired' };
  if (secondsLeft >= DAY) {
    return {
      kind: 'days',
      days: Math.floor(secondsLeft / DAY),
      hours: Math.floor((secondsLeft % DAY) / 3600),
    };
  }
  const hours = Math.floor(secondsLeft / 3600);
  const minutes = Math.floor((secondsLeft % 3600) / 60);
  return { kind: 'clock', clock: `${pad(hours)}:${pad(minutes)}:${pad(secondsLeft % 60)}` };
}

/** Milliseconds of an ISO instant from the API (NaN-safe: an unreadable one counts as passed). */
export function instantMs(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
}
