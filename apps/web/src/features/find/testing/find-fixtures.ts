import type { FindPost } from '@cloudmall/contract/find';

/** A feed post as the list answers it (an image post by a member). */
export function findPost(overrides: Partial<FindPost> = {}): FindPost {
  return {
    id: 5,
    type: 'image',
    content: 'New stock just landed.',
    images: ['/uploads/demo/a.webp', '/uploads/demo/b.webp'],
    video: null,
    live_id: null,
    author: { user_id: 12, nickname: 'Demo Member', avatar: '', shop: null },
    goods: [],
    likes: 12_345,
    comments: 3,
    views: 999,
    is_like: false,
    is_follow: false,
    createtime: Math.floor(Date.now() / 1000) - 120,
    ...overrides,
  };
}
