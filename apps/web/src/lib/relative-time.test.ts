import { describe, expect, it } from 'vitest';
import { describeRelativeTime, formatRelativeTime } from './relative-time';

const now = Date.UTC(2025, 5, 15, 12, 0, 0);
const secondsAgo = (seconds: number) => Math.floor(now / 1000) - seconds;

describe('describeRelativeTime', () => {
  it('says just now under 5 minutes', () => {
    expect(describeRelativeTime(secondsAgo(299), now)).toEqual({ unit: 'justNow' });
  });
  it('counts minutes from 5 minutes to an hour', () => {
    expect(describeRelativeTime(secondsAgo(300), now)).toEqual({ unit: 'minutes', count: 5 });
    expect(describeRelativeTime(secondsAgo(3599), now)).toEqual({ unit: 'minutes', count: 59 });
  });
  it('counts hours up to 24 hours', () => {
    expect(describeRelativeTime(secondsAgo(23 * 3600), now)).toEqual({ unit: 'hours', count: 23 });
  });
  it('counts days up to 30 days, then months, then years', () => {
    expect(describeRelativeTime(secondsAgo(29 * 86400), now)).toEqual({ unit: 'days', count: 29 });
    expect(describeRelativeTime(secondsAgo(65 * 86400), now)).toEqual({ unit: 'months', count: 2 });
    expect(describeRelativeTime(secondsAgo(800 * 86400), now)).toEqual({ unit: 'years', count: 2 });
  });
  it('accepts milliseconds as well as seconds', () => {
    expect(describeRelativeTime(now - 2 * 3600_000, now)).toEqual({ unit: 'hours', count: 2 });
  });
  it('shows a future time as its date', () => {
    expect(describeRelativeTime(secondsAgo(-86400), now).unit).toBe('date');
  });
});

describe('formatRelativeTime', () => {
  it('passes the count to the translated text', () => {
    const t = (key: string, options?: Record<string, unknown>) =>
      `${key}:${String(options?.count ?? '')}`;
    expect(formatRelativeTime(secondsAgo(600), t, now)).toBe('common:time.minutesAgo:10');
    expect(formatRelativeTime(secondsAgo(10), t, now)).toBe('common:time.justNow:');
  });
});
