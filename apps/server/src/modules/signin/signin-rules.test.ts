import { describe, expect, it } from 'vitest';
import {
  addDays,
  alreadySigned,
  cycleDay,
  dayIn,
  liveStreak,
  monthOf,
  nextStreak,
  pointsFor,
  strip,
} from './signin-rules.ts';

const TABLE = [1, 2, 3, 4, 5, 10];

describe('the day of an instant is the calendar day in the member zone', () => {
  it('turns at midnight in Asia/Shanghai (16:00 UTC), not at UTC midnight', () => {
    expect(dayIn(new Date('2026-03-01T15:59:59.999Z'), 'Asia/Shanghai')).toBe('2026-03-01');
    expect(dayIn(new Date('2026-03-01T16:00:00.000Z'), 'Asia/Shanghai')).toBe('2026-03-02');
  });

  it('gives two different days for one instant in zones on either side of the date line', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(dayIn(instant, 'UTC')).toBe('2026-03-01');
    expect(dayIn(instant, 'Europe/Istanbul')).toBe('2026-03-02');
    expect(dayIn(instant, 'America/Los_Angeles')).toBe('2026-03-01');
    expect(dayIn(new Date('2026-03-02T07:59:59Z'), 'America/Los_Angeles')).toBe('2026-03-01');
    expect(dayIn(new Date('2026-03-02T08:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-02');
  });

  it('keeps day arithmetic exact across a daylight-saving change and month ends', () => {
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(monthOf('2026-02-14')).toEqual({
      month: '2026-02',
      first: '2026-02-01',
      last: '2026-02-28',
    });
  });
});

describe('a streak counts consecutive days and restarts at 1 after a missed day', () => {
  it('continues from yesterday', () => {
    expect(nextStreak({ day: '2026-03-01', streak: 4 }, '2026-03-02')).toBe(5);
  });
  it('restarts at 1 after a missed day, and for a first sign-in', () => {
    expect(nextStreak({ day: '2026-02-28', streak: 4 }, '2026-03-02')).toBe(1);
    expect(nextStreak(null, '2026-03-02')).toBe(1);
  });
  it('is alive today only when the last sign-in was today or yesterday', () => {
    expect(liveStreak({ day: '2026-03-02', streak: 3 }, '2026-03-02')).toBe(3);
    expect(liveStreak({ day: '2026-03-01', streak: 3 }, '2026-03-02')).toBe(3);
    expect(liveStreak({ day: '2026-02-28', streak: 3 }, '2026-03-02')).toBe(0);
    expect(liveStreak(null, '2026-03-02')).toBe(0);
  });
  it('refuses a second sign-in the same day, and one for a day before the last (a zone hop back)', () => {
    expect(alreadySigned({ day: '2026-03-02', streak: 1 }, '2026-03-02')).toBe(true);
    expect(alreadySigned({ day: '2026-03-03', streak: 1 }, '2026-03-02')).toBe(true);
    expect(alreadySigned({ day: '2026-03-01', streak: 1 }, '2026-03-02')).toBe(false);
    expect(alreadySigned(null, '2026-03-02')).toBe(false);
  });
});

describe('the displayed day cycles 1..6 and earns the table entry of its cycle day', () => {
  it('shows day 7 as day 1 again and day 12 as day 6', () => {
    expect([1, 2, 6, 7, 8, 12, 13].map((s) => cycleDay(s, 6))).toEqual([1, 2, 6, 1, 2, 6, 1]);
  });
  it('pays 1, 2, 3, 4, 5, 10 for days 1..6, then 1 again on day 7', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((s) => pointsFor(s, TABLE))).toEqual([1, 2, 3, 4, 5, 10, 1]);
  });
});

describe('the strip shows the current 6-day cycle', () => {
  it('starts today for a member without a live streak', () => {
    const s = strip({ day: '2026-02-20', streak: 5 }, '2026-03-02', TABLE);
    expect(s.cycleDay).toBe(1);
    expect(s.signedToday).toBe(false);
    expect(s.days.map((d) => d.day)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(s.days.every((d) => !d.signed)).toBe(true);
  });
  it('marks the streak days before today signed and today open when not signed yet', () => {
    const s = strip({ day: '2026-03-01', streak: 3 }, '2026-03-02', TABLE);
    expect(s.cycleDay).toBe(4);
    expect(s.days[0]!.day).toBe('2026-02-27');
    expect(s.days.map((d) => d.signed)).toEqual([true, true, true, false, false, false]);
    expect(s.days.map((d) => d.points)).toEqual(TABLE);
  });
  it('marks today signed once signed, and begins a new strip after day 6', () => {
    const signed = strip({ day: '2026-03-02', streak: 6 }, '2026-03-02', TABLE);
    expect(signed.cycleDay).toBe(6);
    expect(signed.days.every((d) => d.signed)).toBe(true);
    const after = strip({ day: '2026-03-02', streak: 6 }, '2026-03-03', TABLE);
    expect(after.cycleDay).toBe(1);
    expect(after.days[0]).toEqual({ cycle_day: 1, day: '2026-03-03', points: 1, signed: false });
  });
});
