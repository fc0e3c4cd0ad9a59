import { describe, expect, it } from 'vitest';
import { minorOf } from './money-text';

describe('API money to minor units', () => {
  it('reads signed two-decimal strings without floats', () => {
    expect(minorOf('12.50')).toBe('1250');
    expect(minorOf('-3.00')).toBe('-300');
    expect(minorOf('0.07')).toBe('7');
    expect(minorOf('123456789012.99')).toBe('12345678901299');
  });
});
