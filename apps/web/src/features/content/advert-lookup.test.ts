import type { Advert } from '@cloudmall/contract';
import { describe, expect, it } from 'vitest';
import { externalUrl, findAdvert } from './advert-lookup';

const advert = (id: number, url = ''): Advert => ({
  id,
  media: `/uploads/a${id}.png`,
  module: 'page',
  type: 'image',
  url,
});
const data = {
  openAdverts: advert(1),
  pageAdverts: [advert(2)],
  categoryAdverts: { '5': [advert(3)] },
  firstAdverts: [],
  otherAdverts: [advert(4, 'https://example.com')],
};

describe('advert lookup', () => {
  it('finds an advert in any group or in the home modules', () => {
    expect(findAdvert(3, data)?.media).toBe('/uploads/a3.png');
    expect(findAdvert(4, data)?.url).toBe('https://example.com');
    expect(findAdvert(9, data, [advert(9)])?.id).toBe(9);
    expect(findAdvert(10, data)).toBeUndefined();
  });

  it('lets only http(s) links leave the app', () => {
    expect(externalUrl(' https://example.com/x ')).toBe('https://example.com/x');
    expect(externalUrl('javascript:alert(1)')).toBeUndefined();
    expect(externalUrl('/pages/index')).toBeUndefined();
  });
});
