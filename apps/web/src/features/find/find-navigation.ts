import type { FindPost } from '@cloudmall/contract/find';
import { loginPath } from '../../lib/safe-redirect';
import { PAGES, paths } from '../../lib/paths';

export interface PostTarget {
  path: string;
  requiresLogin: boolean;
}

export const findPaths = {
  details: (id: number, comments = false) =>
    `${PAGES.findDetails}?id=${id}${comments ? '&afferent=comments' : ''}`,
  video: (id: number) => `${PAGES.findVideo}?id=${id}`,
  live: (roomId: number) => `${PAGES.findLive}?id=${roomId}`,
  endLive: (roomId: number) => `${PAGES.endLive}?id=${roomId}`,
  user: (userId: number) => `${PAGES.findUser}?id=${userId}`,
  people: (userId: number, type: 'follow' | 'fans') =>
    `${type === 'follow' ? PAGES.findUserFollow : PAGES.findUserFans}?id=${userId}`,
  publish: PAGES.findUserAdd,
  goods: (id: number) => paths.goods(id),
  shop: (id: number) => paths.shop(id),
} as const;

/**
 * Spec §2 navigation rule: a find item of type live goes to the live room (login required), type
 * video to the video page, anything else to details. A live post without a room opens its details.
 */
export function postTarget(post: Pick<FindPost, 'id' | 'type' | 'live_id'>): PostTarget {
  if (post.type === 'live' && post.live_id)
    return { path: findPaths.live(post.live_id), requiresLogin: true };
  if (post.type === 'video') return { path: findPaths.video(post.id), requiresLogin: false };
  return { path: findPaths.details(post.id), requiresLogin: false };
}

/** Where a tap on the item goes: its target, or for a visitor and a login-only target, the login page returning there. */
export function postHref(
  post: Pick<FindPost, 'id' | 'type' | 'live_id'>,
  isLogin: boolean,
): string {
  const target = postTarget(post);
  return target.requiresLogin && !isLogin ? loginPath(target.path) : target.path;
}

/** An author as shown: a shop author posts as the shop (name, logo, shop page), a member as themself. */
export function authorView(author: FindPost['author']): {
  name: string;
  avatar: string;
  path: string;
} {
  if (author.shop)
    return {
      name: author.shop.shopname,
      avatar: author.shop.avatar,
      path: findPaths.shop(author.shop.id),
    };
  return { name: author.nickname, avatar: author.avatar, path: findPaths.user(author.user_id) };
}
