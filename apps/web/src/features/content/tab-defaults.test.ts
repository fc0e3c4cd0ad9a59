import { describe, expect, it } from 'vitest';
import { normalizeTabPath } from './tab-defaults';

describe('normalizeTabPath', () => {
  it('treats /pages/index as the home tab', () => {
    expect(normalizeTabPath('/pages/index')).toBe('/');
    expect(normalizeTabPath('pages/index/index')).toBe('/');
  });
  it('accepts uni-app style paths without the leading slash or with a repeated name', () => {
    expect(normalizeTabPath('pages/user/user')).toBe('/pages/user');
    expect(normalizeTabPath('/pages/category/')).toBe('/pages/category');
  });
});
