import { describe, expect, it } from 'vitest';
import { formatMinor } from './money.ts';

describe('formatMinor', () => {
  it('renders minor units as a two-decimal string', () => {
    expect(formatMinor(0n)).toBe('0.00');
    expect(formatMinor(5n)).toBe('0.05');
    expect(formatMinor(1230n)).toBe('12.30');
    expect(formatMinor(-101n)).toBe('-1.01');
  });

  it('stays exact beyond the range of a float', () => {
    expect(formatMinor(900719925474099312n)).toBe('9007199254740993.12');
  });
});
