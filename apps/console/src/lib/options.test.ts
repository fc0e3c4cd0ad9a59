import { describe, expect, it } from 'vitest';
import { optionsOf } from './options';

describe('optionsOf', () => {
  it('offers the values in their order, as strings, each with its label', () => {
    expect(optionsOf([2, 1] as const, (n) => `#${n}`)).toEqual([
      { value: '2', label: '#2' },
      { value: '1', label: '#1' },
    ]);
    expect(optionsOf(['fixed'], (kind) => kind.toUpperCase())).toEqual([
      { value: 'fixed', label: 'FIXED' },
    ]);
  });
});
