import { describe, expect, it } from 'vitest';
import { formatCoinPrice, formatSignedPercent, formatSignedPrice, trendOf } from './coin-format';

describe('coin figures are written in the reader locale', () => {
  it('keeps the coin decimals and groups thousands per locale', () => {
    expect(formatCoinPrice('1234.5', 4, 'en')).toBe('1,234.5000');
    expect(formatCoinPrice('1234.5', 4, 'tr')).toBe('1.234,5000');
    expect(formatCoinPrice('1234.5', 4, 'id')).toBe('1.234,5000');
  });
  it('shows the sign of a change, none for zero', () => {
    expect(formatSignedPrice('0.0125', 4, 'en')).toBe('+0.0125');
    expect(formatSignedPrice('-0.03', 4, 'en')).toBe('-0.0300');
    expect(formatSignedPrice('0.0000', 4, 'en')).toBe('0.0000');
  });
  it('writes a percent change per locale, with two decimals', () => {
    expect(formatSignedPercent('3.25', 'en')).toBe('+3.25%');
    expect(formatSignedPercent('-3.25', 'tr')).toBe('-%3,25');
    expect(formatSignedPercent('-3.25', 'id')).toBe('-3,25%');
  });
  it.each([
    ['0.1', 'up'],
    ['-0.1', 'down'],
    ['0.0000', 'flat'],
    [null, 'flat'],
  ])(
    'a positive change is a rise, a negative a fall, zero or none flat: %s is %s',
    (change, trend) => {
      expect(trendOf(change)).toBe(trend);
    },
  );
});
