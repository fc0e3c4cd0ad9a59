import { catalogRoutes } from '@cloudmall/contract/catalog';
import { useUserStore } from '../../stores/user-store';
import { pagedQuery } from './paged-query';

/** The page asking for "guess you like" goods; the server picks by it. */
export type LikesPage = 'index' | 'user' | 'cart' | 'goods';

/** Goods per page: a multiple of 2 and 3 so the grids fill their rows. */
export const GOODS_PAGE_SIZE = 12;

/** Member-specific: the key carries the member id (catalog's key scheme). */
export const likesKey = (pages: LikesPage) =>
  ['catalog', useUserStore.getState().id, 'likes', pages] as const;

/** "Guess you like" goods of one page, loaded page by page; silent like every catalog query. */
export const likesQuery = (pages: LikesPage) =>
  pagedQuery(likesKey(pages), catalogRoutes.likes, { pages }, GOODS_PAGE_SIZE);
