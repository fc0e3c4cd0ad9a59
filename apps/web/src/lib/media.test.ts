import { describe, expect, it, vi } from 'vitest';

vi.mock('./env', () => ({ env: { cdnBase: 'https://cdn.example' } }));
const { mediaSrcSet, mediaUrl } = await import('./media');

describe('the srcset of a stored picture names only the copies the server writes', () => {
  it('lists the 240, 480 and 960 pixel copies of an upload, from the CDN base', () => {
    expect(mediaSrcSet('/uploads/2026/11/abc.webp')).toBe(
      'https://cdn.example/uploads/2026/11/abc.w240.webp 240w, ' +
        'https://cdn.example/uploads/2026/11/abc.w480.webp 480w, ' +
        'https://cdn.example/uploads/2026/11/abc.w960.webp 960w',
    );
    expect(mediaSrcSet('/uploads/demo/goods-1.webp')).toContain(
      '/uploads/demo/goods-1.w480.webp 480w',
    );
  });

  it('has none for videos, other formats, outside addresses, copies themselves or nothing', () => {
    for (const path of [
      '/uploads/2026/11/abc.mp4',
      '/uploads/2026/11/abc.png',
      'https://elsewhere.example/uploads/a.webp',
      '/uploads/2026/11/abc.w480.webp',
      '/assets/logo.webp',
      '',
      null,
    ])
      expect(mediaSrcSet(path)).toBeUndefined();
    expect(mediaUrl('/uploads/a.webp')).toBe('https://cdn.example/uploads/a.webp');
  });
});
