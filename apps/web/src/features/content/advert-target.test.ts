import { describe, expect, it } from 'vitest';
import { advertTarget } from './advert-target';

describe('advertTarget', () => {
  it('navigates a non-http url as an in-app route', () => {
    expect(advertTarget({ id: 3, url: '/pages/product/goods?id=9' })).toBe('/pages/product/goods?id=9');
    expect(advertTarget({ id: 3, url: 'pages/user/vip/vip' })).toBe('/pages/user/vip/vip');
  });
  it('opens an http advert by its id', () => {
    expect(advertTarget({ id: 7, url: 'https://example.com/promo' })).toBe('/pages/article/advert?id=7');
    expect(advertTarget({ id: 8, url: '' })).toBe('/pages/article/advert?id=8');
  });
});
