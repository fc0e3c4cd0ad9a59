import { describe, expect, it } from 'vitest';
import { PAGES } from '../../lib/paths';
import { DEFAULT_TABS, normalizeTabPath } from './tab-defaults';

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

describe('DEFAULT_TABS', () => {
  it('points the find variant at /pages/find and the Cloud phone page /pages/cart, not the shopping cart', () => {
    const paths = DEFAULT_TABS.find.map((item) => item.pagePath);
    expect(paths).toEqual(['/', PAGES.find, PAGES.cart, PAGES.userCenter]);
    expect(paths).not.toContain(PAGES.shoppingCart);
  });
});
