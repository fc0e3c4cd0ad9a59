import { describe, expect, it } from 'vitest';
import { formatCount } from './count-format';

describe('formatCount', () => {
  it('shows 12345 as 1.2w', () => {
    expect(formatCount(12345)).toBe('1.2w');
  });
  it('shows 1500 as 1.5k and truncates 9999 to 9.9k', () => {
    expect(formatCount(1500)).toBe('1.5k');
    expect(formatCount(9999)).toBe('9.9k');
  });
  it('keeps 999 and smaller numbers as they are', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(7)).toBe('7');
  });
  it('caps badges at 99+ when asked', () => {
    expect(formatCount(100, { cap99: true })).toBe('99+');
    expect(formatCount(99, { cap99: true })).toBe('99');
  });
  it('shows zero for negative or invalid input', () => {
    expect(formatCount(-3)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});
