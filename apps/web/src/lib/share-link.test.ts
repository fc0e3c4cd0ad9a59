import { describe, expect, it } from 'vitest';
import { withSharerId } from './share-link';

describe('withSharerId', () => {
  it('appends pid to a shared page link', () => {
    expect(withSharerId('/pages/product/goods?id=5', 42, 'https://shop.example')).toBe(
      'https://shop.example/pages/product/goods?id=5&pid=42',
    );
  });
  it('replaces an existing pid and leaves visitors’ links alone', () => {
    expect(withSharerId('https://a.example/x?pid=1', 7)).toBe('https://a.example/x?pid=7');
    expect(withSharerId('https://a.example/x', 0)).toBe('https://a.example/x');
  });
});
