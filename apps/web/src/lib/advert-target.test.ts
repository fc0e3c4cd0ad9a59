import { describe, expect, it } from 'vitest';
import { advertTarget, linkTarget } from './advert-target';

describe('advertTarget', () => {
  it('navigates a non-http url as an in-app route', () => {
    expect(advertTarget({ id: 3, url: '/pages/product/goods?id=9' })).toBe(
      '/pages/product/goods?id=9',
    );
    expect(advertTarget({ id: 3, url: 'pages/user/vip/vip' })).toBe('/pages/user/vip/vip');
  });
  it('opens an http advert by its id', () => {
    expect(advertTarget({ id: 7, url: 'https://example.com/promo' })).toBe(
      '/pages/article/advert?id=7',
    );
    expect(advertTarget({ id: 8, url: '' })).toBe('/pages/article/advert?id=8');
    expect(advertTarget({ id: 9, url: ' HTTP://example.com' })).toBe('/pages/article/advert?id=9');
  });
  it('never turns a script url into anything but an in-app path', () => {
    expect(advertTarget({ id: 4, url: 'javascript:alert(1)' })).toBe('/javascript:alert(1)');
  });
});

describe('linkTarget', () => {
  it('opens paths in the app and web addresses in a new tab', () => {
    expect(linkTarget('pages/category')).toEqual({ kind: 'route', path: '/pages/category' });
    expect(linkTarget('/pages/product/list?category_id=2')).toEqual({
      kind: 'route',
      path: '/pages/product/list?category_id=2',
    });
    expect(linkTarget('https://example.com')).toEqual({ kind: 'web', url: 'https://example.com' });
    expect(linkTarget('  ')).toBeUndefined();
    expect(linkTarget('javascript:alert(1)')).toEqual({
      kind: 'route',
      path: '/javascript:alert(1)',
    });
  });
});
