import { afterEach, describe, expect, it } from 'vitest';
import { pidOf, rememberSharer, sharerOf } from './sharer';

afterEach(() => window.localStorage.clear());

describe('a shared link’s pid is kept as the inviter to pre-fill', () => {
  it('reads a positive member id and ignores malformed ones', () => {
    expect(pidOf('?id=3&pid=42')).toBe(42);
    expect(pidOf('?pid=0')).toBeUndefined();
    expect(pidOf('?pid=-4')).toBeUndefined();
    expect(pidOf('?pid=12abc')).toBeUndefined();
    expect(pidOf('?pid=99999999999')).toBeUndefined();
    expect(pidOf('')).toBeUndefined();
  });

  it('remembers the last sharer; the current link’s pid wins over it', () => {
    rememberSharer('?pid=7');
    rememberSharer('?other=1');
    expect(sharerOf('')).toBe(7);
    expect(sharerOf('?pid=9')).toBe(9);
  });
});
