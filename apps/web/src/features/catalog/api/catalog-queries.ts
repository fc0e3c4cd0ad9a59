import type { RouteOutput } from '@cloudmall/contract';
import { catalogRoutes } from '@cloudmall/contract/catalog';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useUserStore } from '../../../stores/user-store';
import type { GoodsFilters } from '../goods-list-params';
import { GOODS_PAGE_SIZE, likesKey, likesQuery } from '../../../lib/queries/likes-query';
import { nextPage, pagedQuery } from '../../../lib/queries/paged-query';
import { silentQuery } from '../../../lib/queries/silent-query';

export type GoodsDetail = RouteOutput<typeof catalogRoutes.goods>;
export type ShopPageData = RouteOutput<typeof catalogRoutes.shop>;
export type CommentTag = 'all' | 'good' | 'pertinent' | 'poor' | 'figure';
export type { LikesPage } from '../../../lib/queries/likes-query';

export { GOODS_PAGE_SIZE };
export const ROWS_PAGE_SIZE = 15;

/** Member-specific answers carry the member id in their key (favourite flags, history, follows). */
const member = () => useUserStore.getState().id;

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => ['catalog', 'categories'] as const,
  goodsList: (filters: GoodsFilters) => ['catalog', 'goods-list', filters] as const,
  goods: (id: number) => ['catalog', member(), 'goods', id] as const,
  comments: (id: number, tag: CommentTag) => ['catalog', 'comments', id, tag] as const,
  likes: likesKey,
  collect: () => ['catalog', member(), 'collect'] as const,
  footprint: () => ['catalog', member(), 'footprint'] as const,
  hotSearches: () => ['catalog', 'hot-searches'] as const,
  searchHistory: () => ['catalog', member(), 'search-history'] as const,
  shop: (id: number) => ['catalog', member(), 'shop', id] as const,
  followedShops: () => ['catalog', member(), 'followed-shops'] as const,
  shops: (search: string) => ['catalog', 'shops', search] as const,
};

/** Queries are silent: pages show their own loading, error and empty states. */
const quiet = (signal: AbortSignal) => ({ signal, silent: true });

export const catalogQueries = {
  categories: () => silentQuery(catalogKeys.categories(), catalogRoutes.categories, {}, 5 * 60_000),
  goodsList: (filters: GoodsFilters) =>
    pagedQuery(
      catalogKeys.goodsList(filters),
      catalogRoutes.goodsList,
      { ...filters },
      GOODS_PAGE_SIZE,
    ),
  goods: (id: number) => silentQuery(catalogKeys.goods(id), catalogRoutes.goods, { id }),
  comments: (id: number, tag: CommentTag) =>
    infiniteQueryOptions({
      queryKey: catalogKeys.comments(id, tag),
      queryFn: ({ pageParam, signal }) =>
        api.call(
          catalogRoutes.comments,
          { id, tag, page: pageParam, list_rows: ROWS_PAGE_SIZE },
          quiet(signal),
        ),
      initialPageParam: 1,
      getNextPageParam: (last) => nextPage(last.comment),
    }),
  likes: likesQuery,
  collect: () => ({
    ...pagedQuery(catalogKeys.collect(), catalogRoutes.collect, {}, ROWS_PAGE_SIZE),
    staleTime: 0,
  }),
  footprint: () => ({
    ...pagedQuery(catalogKeys.footprint(), catalogRoutes.footprint, {}, ROWS_PAGE_SIZE),
    staleTime: 0,
  }),
  hotSearches: () => silentQuery(catalogKeys.hotSearches(), catalogRoutes.searchList, {}, 0),
  searchHistory: () => silentQuery(catalogKeys.searchHistory(), catalogRoutes.searchHistory, {}, 0),
  shop: (id: number) => silentQuery(catalogKeys.shop(id), catalogRoutes.shop, { id }),
  followedShops: () => ({
    ...pagedQuery(catalogKeys.followedShops(), catalogRoutes.followedShops, {}, ROWS_PAGE_SIZE),
    staleTime: 0,
  }),
  shops: (search: string) =>
    pagedQuery(catalogKeys.shops(search), catalogRoutes.searchShops, { search }, ROWS_PAGE_SIZE),
};
