import { describe, expect, it } from 'vitest';
import { bpsOfPercent, percentOfBps, ratesOf } from './rates';

describe('commission rates are typed as percentages and kept in basis points', () => {
  it.each([
    [500, 5],
    [255, 2.55],
    [7, 0.07],
  ])(
    'converts %i basis points and %s percent both ways without losing a basis point',
    (bps, percent) => {
      expect(percentOfBps(bps)).toBe(percent);
      expect(bpsOfPercent(percent)).toBe(bps);
    },
  );

  it('reads the stored setting, falling back to the defaults for a missing or odd value', () => {
    expect(ratesOf({ level1Rate: 800, level2Rate: 100 })).toEqual({
      level1Rate: 800,
      level2Rate: 100,
    });
    expect(ratesOf(null)).toEqual({ level1Rate: 500, level2Rate: 200 });
    expect(ratesOf({ level1Rate: 'x' })).toEqual({ level1Rate: 500, level2Rate: 200 });
  });
});
