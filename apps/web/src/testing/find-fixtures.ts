import type { LiveRoom } from '@cloudmall/contract/find';

/** A live room of the official shop as `live/play` answers it. */
export function liveRoom(overrides: Partial<LiveRoom> = {}): LiveRoom {
  return {
    id: 1,
    title: 'Launch day',
    cover: '',
    hls_url: '/uploads/demo/live/index.m3u8',
    status: 'live',
    likes: 30,
    views: 512,
    online: 1,
    shop: { id: 1, shopname: 'Cloudmall Official', avatar: '', user_id: 3 },
    goods: [],
    is_follow: false,
    ...overrides,
  };
}
