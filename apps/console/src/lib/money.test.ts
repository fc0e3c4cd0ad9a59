import { describe, expect, it } from 'vitest';
import { formatMinorUnits, minorOf, newIdempotencyKey } from './money';

describe('money from minor units', () => {
  it.each([
    ['123456', 'en', '1,234.56'],
    ['123456', 'tr', '1.234,56'],
    ['123456', 'id', '1.234,56'],
    ['-5', 'en', '-0.05'],
    ['900719925474099312', 'en', '9,007,199,254,740,993.12'],
  ])(
    "shows %s minor units in %s with the language's separators, exactly (BigInt, never a float): %s",
    (minor, language, shown) => {
      expect(formatMinorUnits(minor, language)).toBe(shown);
    },
  );

  it('shows a value that is not an integer as it came', () => {
    expect(formatMinorUnits('12.5', 'en')).toBe('12.5');
  });

  // API amounts and their minor units: signs, short cents and big values included.
  const MINOR_UNITS: Record<string, string> = {
    '12.50': '1250',
    '-3.00': '-300',
    '0.07': '7',
    '123456789012.99': '12345678901299',
    '12.30': '1230',
    '0.05': '5',
    '-1.5': '-150',
    '7': '700',
  };
  it.each(Object.entries(MINOR_UNITS))(
    'reads API money %s as %s minor units, without floats',
    (amount, minor) => {
      expect(minorOf(amount)).toBe(minor);
    },
  );

  it('makes idempotency keys the server accepts (8-64 url-safe characters), a new one each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
