import { describe, expect, it } from 'vitest';
import { minorText, newRequestKey } from './amounts';

describe('reward amounts in the console', () => {
  it('reads wire amounts as minor units, signs and short cents included', () => {
    expect(minorText('12.30')).toBe('1230');
    expect(minorText('0.05')).toBe('5');
    expect(minorText('-1.5')).toBe('-150');
    expect(minorText('7')).toBe('700');
  });

  it('makes request keys the server accepts (8-64 url-safe characters), a new one each time', () => {
    const key = newRequestKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestKey()).not.toBe(key);
  });
});
