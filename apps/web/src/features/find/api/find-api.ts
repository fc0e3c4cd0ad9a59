import type { RouteInput } from '@cloudmall/contract';
import { catalogRoutes } from '@cloudmall/contract/catalog';
import { findRoutes } from '@cloudmall/contract/find';
import { api } from '../../../lib/api';

/** Member actions: the request layer toasts a failure unless the call is silent. */

/** Likes or unlikes a post; answers whether it is liked now. */
export const togglePostLike = (id: number) => api.call(findRoutes.like, { id });

/** Follows or unfollows a member (by user id); answers whether they are followed now. */
export const toggleMemberFollow = (id: number) => api.call(findRoutes.follow, { id });

/** Follows or unfollows a shop (the live room's anchor); answers whether it is followed now. */
export const toggleShopFollow = (id: number) => api.call(catalogRoutes.followShop, { id });

export const addComment = (input: RouteInput<typeof findRoutes.comment>) =>
  api.call(findRoutes.comment, input);

export const publishPost = (input: RouteInput<typeof findRoutes.publish>) =>
  api.call(findRoutes.publish, input, { loading: true });

export const removePost = (id: number) => api.call(findRoutes.remove, { id }, { loading: true });

/** Enters a live room (counts a view; the room hears `coming`). The page shows its own failure. */
export const enterLiveRoom = (id: number, signal?: AbortSignal) =>
  api.call(findRoutes.livePlay, { id }, { signal, silent: true });

/** Leaves a live room (the room hears `leave`); a failure only means the server drops us later. */
export const leaveLiveRoom = (id: number) =>
  api.call(findRoutes.liveLeave, { id }, { silent: true }).catch(() => null);

export const likeLiveRoom = (id: number) => api.call(findRoutes.liveLike, { id }, { silent: true });

export const sendLiveMessage = (id: number, message: string) =>
  api.call(findRoutes.liveSend, { id, message }, { silent: true });

/** One image to `/uploads/...` (the server re-encodes it; images only). */
export const uploadImage = (file: File) => api.upload(file, { silent: true });
