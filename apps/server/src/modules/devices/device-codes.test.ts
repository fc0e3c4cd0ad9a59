import { CODE_ALPHABET, CODE_LENGTH } from '@cloudmall/contract/devices';
import { describe, expect, it } from 'vitest';
import {
  groupCode,
  hashCode,
  isWellFormedCode,
  newActivationCode,
  newDeviceCode,
  newPluginSecret,
  normaliseCode,
} from './device-codes.ts';

describe('activation codes are unguessable and typed forgivingly', () => {
  it('a new code is 16 characters of the unambiguous alphabet, never the same twice', () => {
    const codes = new Set(Array.from({ length: 2000 }, newActivationCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(isWellFormedCode(code)).toBe(true);
    expect(CODE_LENGTH * Math.log2(CODE_ALPHABET.length)).toBeGreaterThan(70);
  });

  it('ignores case, spaces and dashes; refuses other lengths and ambiguous characters', () => {
    const code = newActivationCode();
    expect(normaliseCode(` ${groupCode(code).toLowerCase()} `)).toBe(code);
    expect(isWellFormedCode(normaliseCode('abc'))).toBe(false);
    expect(isWellFormedCode('O0I1L2Z5S8BAAAAA')).toBe(false);
    expect(normaliseCode(' - ')).toBe('');
  });

  it('stores a hash that differs per code, and device ids and secrets of the right shape', () => {
    expect(hashCode('A'.repeat(16))).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode('A'.repeat(16))).not.toBe(hashCode('C'.repeat(16)));
    expect(newDeviceCode()).toMatch(/^CP[A-Z0-9]{10}$/);
    expect(newPluginSecret()).toMatch(/^[0-9a-f]{64}$/);
  });
});
