import { describe, expect, it } from 'vitest';
import { expiryView, instantMs } from './expiry';

describe('expiry countdown', () => {
  it('reads expired once no time is left', () => {
    expect(expiryView(0)).toEqual({ kind: 'expired' });
    expect(expiryView(-5)).toEqual({ kind: 'expired' });
  });
  it('counts whole days and hours while a day or more is left', () => {
    expect(expiryView(86_400)).toEqual({ kind: 'days', days: 1, hours: 0 });
    expect(expiryView(3 * 86_400 + 5 * 3600 + 59)).toEqual({ kind: 'days', days: 3, hours: 5 });
  });
  it('runs a HH:MM:SS clock in the last day', () => {
    expect(expiryView(86_399)).toEqual({ kind: 'clock', clock: '23:59:59' });
    expect(expiryView(65)).toEqual({ kind: 'clock', clock: '00:01:05' });
  });
  it('treats an unreadable instant as already passed', () => {
    expect(instantMs('not a date')).toBe(0);
    expect(instantMs('2026-01-01T00:00:00.000Z')).toBe(Date.UTC(2026, 0, 1));
  });
});
