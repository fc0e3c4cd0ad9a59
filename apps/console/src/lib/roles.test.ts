import { describe, expect, it } from 'vitest';
import { allows } from './roles';

describe('what a caller may open', () => {
  it('a page for any of its roles, or for everyone logged in; never another role’s', () => {
    expect(allows(['merchant'], ['merchant'])).toBe(true);
    expect(allows(['merchant'], [])).toBe(true);
    expect(allows(['merchant'], ['admin'])).toBe(false);
    expect(allows([], ['admin', 'service'])).toBe(false);
  });
});
