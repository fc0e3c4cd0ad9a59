import { describe, expect, it } from 'vitest';
import { displayPreview, previewOf } from './conversations';
import { parseGoodsParam } from './goods-param';
import { filterHelp } from './help-search';
import { noticeLink } from './notice-links';
import { readServiceUrl } from './service-url';

describe('goods hand-off', () => {
  it('reads {id,title,image,price} from the query, normalising the price', () => {
    const raw = JSON.stringify({
      id: '7',
      title: 'Cloud phone',
      image: '/uploads/p.png',
      price: 12.5,
    });
    expect(parseGoodsParam(raw)).toEqual({
      id: 7,
      title: 'Cloud phone',
      image: '/uploads/p.png',
      price: '12.50',
    });
  });
  it('ignores anything else', () => {
    expect(parseGoodsParam(null)).toBeUndefined();
    expect(parseGoodsParam('{not json')).toBeUndefined();
    expect(
      parseGoodsParam(JSON.stringify({ id: -1, title: 'x', image: '', price: '1.00' })),
    ).toBeUndefined();
    expect(
      parseGoodsParam(JSON.stringify({ id: 1, title: 'x'.repeat(201), image: '', price: '1.00' })),
    ).toBeUndefined();
  });
  it('shows no picture from outside this site’s uploads (no tracking pixel from a crafted link)', () => {
    const raw = JSON.stringify({
      id: 3,
      title: 'x',
      image: 'https://tracker.example/p.gif',
      price: '1.00',
    });
    expect(parseGoodsParam(raw)?.image).toBe('');
  });
  it('keeps only the four fields a goods message carries', () => {
    expect(
      parseGoodsParam(JSON.stringify({ id: 1, title: 'x', image: '', price: '1.00', extra: true })),
    ).toEqual({ id: 1, title: 'x', image: '', price: '1.00' });
  });
});

describe('conversation previews', () => {
  it('use one line of text, or the server markers translated on display', () => {
    expect(previewOf({ type: 'text', content: { text: 'Hi\n  there' } })).toBe('Hi there');
    expect(previewOf({ type: 'voice', content: { url: '/uploads/v.mp3', length: 3 } })).toBe(
      '[voice]',
    );
    expect(displayPreview('[goods]', (key) => `t:${key}`)).toBe('t:preview.goods');
    expect(displayPreview('[goods] but typed by a member', (key) => `t:${key}`)).toBe(
      '[goods] but typed by a member',
    );
  });
});

describe('help search', () => {
  const articles = [
    { id: 1, title: 'How to withdraw', content: '', keywords: 'withdrawal,cash out' },
    { id: 2, title: 'Top-up with USDT', content: '', keywords: 'deposit' },
  ];
  it('matches every word in the title or keywords, ignoring case', () => {
    expect(filterHelp(articles, 'CASH').map((article) => article.id)).toEqual([1]);
    expect(filterHelp(articles, 'usdt top').map((article) => article.id)).toEqual([2]);
    expect(filterHelp(articles, '  ')).toHaveLength(2);
    expect(filterHelp(articles, 'refund')).toEqual([]);
  });
});

describe('notice links and the service URL', () => {
  it('opens the page a notice is about, only with a record id where one is needed', () => {
    expect(noticeLink('order', 5)).toBe('/pages/user/order/details?id=5');
    expect(noticeLink('withdrawal', 9)).toBe('/pages/user/money/witlist');
    expect(noticeLink('order', 0)).toBeUndefined();
    expect(noticeLink('mystery', 1)).toBeUndefined();
  });
  it('uses only an absolute http(s) service URL', () => {
    expect(readServiceUrl({ service_url: 'https://help.example.com/chat' })).toBe(
      'https://help.example.com/chat',
    );
    expect(readServiceUrl({ service_url: 'javascript:alert(1)' })).toBeUndefined();
    expect(readServiceUrl({ service_url: '/relative' })).toBeUndefined();
    expect(readServiceUrl({})).toBeUndefined();
  });
});
