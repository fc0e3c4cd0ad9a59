import { describe, expect, it } from 'vitest';
import { bpsOfPercent, percentOfBps, ratesOf } from './rates';

describe('commission rates are typed as percentages and kept in basis points', () => {
  it('converts both ways without losing a basis point', () => {
    expect(percentOfBps(500)).toBe(5);
    expect(percentOfBps(255)).toBe(2.55);
    expect(bpsOfPercent(2.55)).toBe(255);
    expect(bpsOfPercent(0.07)).toBe(7);
  });

  it('reads the stored setting, falling back to the defaults for a missing or odd value', () => {
    expect(ratesOf({ level1Rate: 800, level2Rate: 100 })).toEqual({
      level1Rate: 800,
      level2Rate: 100,
    });
    expect(ratesOf(null)).toEqual({ level1Rate: 500, level2Rate: 200 });
    expect(ratesOf({ level1Rate: 'x' })).toEqual({ level1Rate: 500, level2Rate: 200 });
  });
});
