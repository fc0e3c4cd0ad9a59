import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from './money';

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
});
