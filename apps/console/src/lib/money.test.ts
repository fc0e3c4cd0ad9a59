import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from './money';

describe('money from minor units', () => {
  it("shows the amount with the language's separators, exactly (BigInt, never a float)", () => {
    expect(formatMinorUnits('123456', 'en')).toBe('1,234.56');
    expect(formatMinorUnits('123456', 'tr')).toBe('1.234,56');
    expect(formatMinorUnits('123456', 'id')).toBe('1.234,56');
    expect(formatMinorUnits('-5', 'en')).toBe('-0.05');
    expect(formatMinorUnits('900719925474099312', 'en')).toBe('9,007,199,254,740,993.12');
  });

  it('shows a value that is not an integer as it came', () => {
    expect(formatMinorUnits('12.5', 'en')).toBe('12.5');
  });
});
