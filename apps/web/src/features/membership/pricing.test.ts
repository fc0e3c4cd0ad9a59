import { describe, expect, it } from 'vitest';
import { discounted, percentOf, progressOf } from './pricing';

describe('membership pricing', () => {
  it('takes the discount off rounded down, as checkout does', () => {
    expect(discounted('100.00', 1000)).toBe('90.00');
    expect(discounted('0.99', 1000)).toBe('0.90');
    expect(discounted('12.34', 0)).toBe('12.34');
  });

  it('shows basis points as a percent', () => {
    expect(percentOf(1000)).toBe('10');
    expect(percentOf(250)).toBe('2.5');
  });

  it('measures spend progress toward the next threshold', () => {
    expect(progressOf('50.00', '200.00')).toBe(25);
    expect(progressOf('300.00', '200.00')).toBe(100);
    expect(progressOf('1.00', '0.00')).toBe(100);
  });
});
