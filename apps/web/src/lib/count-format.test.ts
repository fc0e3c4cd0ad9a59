import { describe, expect, it } from 'vitest';
import { formatCount } from './count-format';

describe('formatCount', () => {
  it.each([
    ['tens of thousands in w', 12345, '1.2w'],
    ['thousands in k', 1500, '1.5k'],
    ['thousands in k, truncated', 9999, '9.9k'],
    ['999 and smaller numbers as they are', 999, '999'],
    ['999 and smaller numbers as they are', 7, '7'],
    ['zero for negative input', -3, '0'],
    ['zero for invalid input', Number.NaN, '0'],
  ])('shows %s: %s as %s', (_rule, count, shown) => {
    expect(formatCount(count)).toBe(shown);
  });
  it('caps badges at 99+ when asked', () => {
    expect(formatCount(100, { cap99: true })).toBe('99+');
    expect(formatCount(99, { cap99: true })).toBe('99');
  });
});
