import { describe, expect, it } from 'vitest';
import { authorView, postHref, postTarget } from './find-navigation';

describe('find navigation rule (spec §2)', () => {
  it('sends a live item to its live room, which needs login', () => {
    expect(postTarget({ id: 19, type: 'live', live_id: 1 })).toEqual({
      path: '/pages/apps/find/details/live?id=1',
      requiresLogin: true,
    });
    expect(postHref({ id: 19, type: 'live', live_id: 1 }, true)).toBe(
      '/pages/apps/find/details/live?id=1',
    );
  });

  it('sends a visitor tapping a live item to login, returning to the room afterwards', () => {
    const href = postHref({ id: 19, type: 'live', live_id: 1 }, false);
    expect(href).toBe(
      `/pages/user/auth/auth?redirect=${encodeURIComponent('/pages/apps/find/details/live?id=1')}`,
    );
  });

  it('sends a video item to the video page, for visitors too', () => {
    expect(postTarget({ id: 17, type: 'video', live_id: null })).toEqual({
      path: '/pages/apps/find/details/video?id=17',
      requiresLogin: false,
    });
    expect(postHref({ id: 17, type: 'video', live_id: null }, false)).toBe(
      '/pages/apps/find/details/video?id=17',
    );
  });

  it('sends anything else to details', () => {
    expect(postHref({ id: 3, type: 'image', live_id: null }, false)).toBe(
      '/pages/apps/find/details/details?id=3',
    );
    // a live item whose room is gone cannot open a room: its details instead
    expect(postTarget({ id: 4, type: 'live', live_id: null })).toEqual({
      path: '/pages/apps/find/details/details?id=4',
      requiresLogin: false,
    });
  });

  it('shows a shop author as the shop and a member as themself', () => {
    expect(
      authorView({
        user_id: 3,
        nickname: 'Demo Merchant',
        avatar: '',
        shop: { id: 1, shopname: 'Cloudmall Official', avatar: '/s.webp' },
      }),
    ).toEqual({
      name: 'Cloudmall Official',
      avatar: '/s.webp',
      path: '/pages/shop/index?id=1',
    });
    expect(authorView({ user_id: 12, nickname: 'Demo', avatar: '/a.webp', shop: null }).path).toBe(
      '/pages/apps/find/user?id=12',
    );
  });
});
