import { describe, expect, it } from 'vitest';
import { holdStatus } from './hold-rules';

const NOW = 1_800_000_000;

describe('held income status', () => {
  it('is released once the wallet released it, whatever its date', () => {
    expect(holdStatus({ available_at: NOW + 999, released_at: NOW - 5 }, NOW)).toEqual({
      state: 'released',
    });
  });

  it('is due when its date passed but it was not released yet', () => {
    expect(holdStatus({ available_at: NOW - 1, released_at: null }, NOW)).toEqual({ state: 'due' });
  });

  it('counts whole days left, rounded up, never less than one', () => {
    expect(holdStatus({ available_at: NOW + 86_400 * 14 + 1, released_at: null }, NOW)).toEqual({
      state: 'held',
      days: 15,
    });
    expect(holdStatus({ available_at: NOW + 60, released_at: null }, NOW)).toEqual({
      state: 'held',
      days: 1,
    });
  });

  it('reads a pool reward by its released flag', () => {
    expect(holdStatus({ available_at: NOW - 10, released: true }, NOW)).toEqual({
      state: 'released',
    });
    expect(holdStatus({ available_at: NOW + 10, released: false }, NOW)).toMatchObject({
      state: 'held',
    });
  });
});
