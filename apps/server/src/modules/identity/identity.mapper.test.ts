import { describe, expect, it } from 'vitest';
import { nextLoginStreak } from './identity.mapper.ts';

const at = (iso: string) => new Date(iso);

describe('login streak (successions)', () => {
  it('starts at 1 on the first login', () => {
    expect(nextLoginStreak(null, 0, at('2026-11-21T10:00:00Z'))).toBe(1);
  });
  it('keeps the streak for another login the same day', () => {
    expect(nextLoginStreak(at('2026-11-21T01:00:00Z'), 4, at('2026-11-21T23:00:00Z'))).toBe(4);
  });
  it('extends the streak on the next day', () => {
    expect(nextLoginStreak(at('2026-11-20T23:59:00Z'), 4, at('2026-11-21T00:01:00Z'))).toBe(5);
  });
  it('restarts after a missed day', () => {
    expect(nextLoginStreak(at('2026-11-19T12:00:00Z'), 4, at('2026-11-21T12:00:00Z'))).toBe(1);
  });
});
