import { catalogRoutes } from '@cloudmall/contract/catalog';
import { api } from '../../../lib/api';

/** Member toggles: the request layer toasts a failure; the caller keeps the screen as it was. */

/** Adds or removes a goods from the favourites; answers whether it is now a favourite. */
export function toggleFavourite(id: number): Promise<boolean> {
  return api.call(catalogRoutes.follow, { id });
}

/** Follows or unfollows a shop; answers whether it is now followed. */
export function toggleShopFollow(id: number): Promise<boolean> {
  return api.call(catalogRoutes.followShop, { id });
}

export function clearSearchHistory(): Promise<null> {
  return api.call(catalogRoutes.clearSearchHistory, {}, { loading: true });
}
