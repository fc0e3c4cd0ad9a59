import { describe, expect, it } from 'vitest';
import { monthCells, monthTitle, shiftMonth, weekdayNames } from './signin-calendar';

describe('the month calendar of signed days', () => {
  it('starts on Sunday with blanks before the 1st and counts the month’s days', () => {
    const march = monthCells('2026-03'); // 1 March 2026 is a Sunday
    expect(march[0]).toBe('2026-03-01');
    expect(march).toHaveLength(31);
    const feb = monthCells('2026-02'); // a Sunday too, 28 days
    expect(feb.filter(Boolean)).toHaveLength(28);
    const april = monthCells('2026-04'); // a Wednesday
    expect(april.slice(0, 4)).toEqual([null, null, null, '2026-04-01']);
  });

  it('moves between months across a year end', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });

  it('names weekdays from Sunday and the month in the reader language', () => {
    expect(weekdayNames('en')).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(monthTitle('2026-03', 'en')).toBe('March 2026');
  });
});
