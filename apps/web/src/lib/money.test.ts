import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  divideMoney,
  formatMoney,
  formatPrice,
  isMultipleOfMoney,
  multiplyMoney,
  percentOfMinor,
  subtractMoney,
  toMinor,
} from './money';

describe('money', () => {
  it.each([
    ['0.10 + 0.20', '0.30', () => addMoney('0.10', '0.20')],
    ['10.00 - 0.01', '9.99', () => subtractMoney('10.00', '0.01')],
    ['19.99 × 3', '59.97', () => multiplyMoney('19.99', 3)],
    ['10.00 ÷ 3', '3.33', () => divideMoney('10.00', 3)],
    ['0.05 ÷ 2', '0.03', () => divideMoney('0.05', 2)],
  ])('computes %s exactly as %s', (_sum, exact, compute) => {
    expect(compute()).toBe(exact);
  });
  it('parses money strings into cents', () => {
    expect(toMinor('12.3')).toBe(1230n);
    expect(toMinor('-0.05')).toBe(-5n);
    expect(toMinor('1.005')).toBe(101n);
  });
  it('prefixes prices with the yen sign', () => {
    expect(formatPrice('12.3')).toBe('¥12.30');
    expect(formatPrice(-5)).toBe('-¥5.00');
  });
  it('shows 0.00 for missing or invalid amounts', () => {
    expect(formatMoney(undefined)).toBe('0.00');
    expect(formatMoney('abc')).toBe('0.00');
  });
});

describe('money comparisons and percentages', () => {
  it('compares amounts exactly', () => {
    expect(compareMoney('0.10', '0.1')).toBe(0);
    expect(compareMoney('9.99', '10')).toBe(-1);
    expect(compareMoney('100.01', '100.00')).toBe(1);
  });
  it('knows multiples of a step', () => {
    expect(isMultipleOfMoney('150.00', '50.00')).toBe(true);
    expect(isMultipleOfMoney('150.01', '50.00')).toBe(false);
    expect(isMultipleOfMoney('0.30', '0.10')).toBe(true);
    expect(isMultipleOfMoney('12.34', '0')).toBe(true);
  });
  it('takes a percentage in cents, rounding half up', () => {
    expect(percentOfMinor(10_000n, '1.00')).toBe(100n);
    expect(percentOfMinor(150n, '1')).toBe(2n); // 1.5 cents → 2
    expect(percentOfMinor(149n, '1.00')).toBe(1n); // 1.49 cents → 1
    expect(percentOfMinor(1_000n, '0.125')).toBe(1n); // 1.25 cents → 1
    expect(percentOfMinor(1_000n, '0.15')).toBe(2n); // 1.5 cents → 2
    expect(percentOfMinor(12_345n, '0')).toBe(0n);
  });
  it('refuses rates that are not plain decimals', () => {
    expect(() => percentOfMinor(100n, '-1')).toThrow(RangeError);
    expect(() => percentOfMinor(100n, '1e2')).toThrow(RangeError);
  });
});
