import { describe, expect, it } from 'vitest';
import { addMoney, divideMoney, formatMoney, formatPrice, multiplyMoney, subtractMoney, toMinor } from './money';

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
