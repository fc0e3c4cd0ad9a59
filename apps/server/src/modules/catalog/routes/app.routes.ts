import { catalogRoutes } from '@cloudmall/contract/catalog';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { CatalogService } from '../catalog.service.ts';
import type { ShopsService } from '../shops.service.ts';

/** Catalog and shop routes: one line per route. */
export const registerCatalogRoutes: RouteFile<{ goods: CatalogService; shops: ShopsService }> = (
  app,
  bind,
  { goods, shops },
) => {
  bind(app, catalogRoutes.categories, ({ language }) => goods.categories(language));
  bind(app, catalogRoutes.goodsList, ({ input, auth, language }) =>
    goods.list(input, auth?.userId ?? null, language),
  );
  bind(app, catalogRoutes.goods, ({ input, auth, language }) =>
    goods.detail(input.id, auth?.userId ?? null, language),
  );
  bind(app, catalogRoutes.comments, ({ input }) => goods.comments(input));
  bind(app, catalogRoutes.likes, ({ input, auth, language }) =>
    goods.likes(input, auth?.userId ?? null, language),
  );
  bind(app, catalogRoutes.follow, ({ input, auth }) =>
    goods.toggleFavourite(auth.userId, input.id),
  );
  bind(app, catalogRoutes.collect, ({ input, auth, language }) =>
    goods.memberGoods('favourites', auth.userId, input, language),
  );
  bind(app, catalogRoutes.footprint, ({ input, auth, language }) =>
    goods.memberGoods('footprints', auth.userId, input, language),
  );
  bind(app, catalogRoutes.searchList, () => goods.searchList());
  bind(app, catalogRoutes.searchHistory, ({ auth }) => goods.searchHistory(auth.userId));
  bind(app, catalogRoutes.clearSearchHistory, ({ auth }) => goods.clearSearchHistory(auth.userId));
  bind(app, catalogRoutes.shop, ({ input, auth, language }) =>
    shops.page(input.id, auth?.userId ?? null, language),
  );
  bind(app, catalogRoutes.followShop, ({ input, auth }) =>
    shops.toggleFollow(auth.userId, input.id),
  );
  bind(app, catalogRoutes.followedShops, ({ input, auth }) => shops.followed(auth.userId, input));
  bind(app, catalogRoutes.searchShops, ({ input }) => shops.search(input));
};
