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
  it('adds 0.10 and 0.20 to exactly 0.30', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
  });
  it('parses money strings into cents', () => {
    expect(toMinor('12.3')).toBe(1230n);
    expect(toMinor('-0.05')).toBe(-5n);
    expect(toMinor('1.005')).toBe(101n);
  });
  it('subtracts, multiplies and divides exactly', () => {
    expect(subtractMoney('10.00', '0.01')).toBe('9.99');
    expect(multiplyMoney('19.99', 3)).toBe('59.97');
    expect(divideMoney('10.00', 3)).toBe('3.33');
    expect(divideMoney('0.05', 2)).toBe('0.03');
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
