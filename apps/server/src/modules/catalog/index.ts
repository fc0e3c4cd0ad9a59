import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { createCatalogForBuying } from './buying.ts';
import { catalogRepository } from './catalog.repository.ts';
import { shopsRepository } from './shops.repository.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { createCatalogService } from './catalog.service.ts';
import type { MemberDirectory } from './ports.ts';
import { createMerchantGoodsService } from './merchant-goods.service.ts';
import { createShopsService } from './shops.service.ts';
import { createShopDeskService } from './shop-desk.service.ts';
import { createViewCounter } from './view-counter.ts';
import { createSearchCounter } from './search-counter.ts';
import { createCatalogCaches } from './catalog-caches.ts';
import type { CacheFanout } from '../../platform/public-cache.ts';
import type { DetailQuotes } from './goods-detail-extras.ts';
import { createCategoriesAdminService } from './categories-admin.service.ts';
import { registerCategoryConsoleRoutes } from './routes/category-console.routes.ts';
import { registerCatalogRoutes } from './routes/app.routes.ts';
import { createClientCompatService } from './client-compat.service.ts';
import { registerClientCompatRoutes } from './routes/client-compat.routes.ts';
import { registerMerchantCatalogRoutes } from './routes/console.routes.ts';
import { registerMerchantGoodsRoutes } from './routes/merchant.routes.ts';

/** Categories, goods with SKUs and reviews, search, favourites, footprints and shops. */
export function createCatalogModule(deps: {
  db: Db;
  clock: Clock;
  members: MemberDirectory;
  /** Freight and coupons for the goods detail (orders and coupons, wired after them). */
  quotes?: DetailQuotes;
  /** Drops the public caches on every instance (the realtime fan-out); this process only when absent. */
  realtime?: CacheFanout;
}) {
  const views = createViewCounter((goodsId, count) =>
    catalogRepository.addViews(deps.db, goodsId, count),
  );
  const searches = createSearchCounter(deps.db);
  const caches = createCatalogCaches(deps.realtime);
  // Listeners of a change to what the public sees of goods or shops (home modules show goods too).
  const publicChanged: Array<() => void> = [];
  const changed = async (): Promise<void> => {
    publicChanged.forEach((listener) => listener());
    await caches.drop();
  };
  // Listeners of a category change (the content module drops the app's cached start-up data).
  const categoriesChanged: Array<() => void> = [];
  const goods = createCatalogService({ ...deps, views, searches, caches });
  const shops = createShopsService({ ...deps, caches });
  const module = defineModule({
    name: 'catalog',
    goods,
    shops,
    /** The protocol's own paths (search hints, drawer, page goods, shop info, my reviews). */
    compat: createClientCompatService({ ...deps, goods, shops, caches, searches }),
    /** The merchant's own shop in the console: reviews (reply) and profile. */
    desk: createShopDeskService({ ...deps, changed }),
    /** Stock, sales, reviews, favourites and lookups for cart, orders, groups and coupons. */
    buying: createCatalogForBuying(),
    /** The merchant console's goods: create, edit, put on or off sale (own shop only, audited). */
    merchantGoods: createMerchantGoodsService({ ...deps, changed }),
    /** The platform admin's categories (audited); `onCategoriesChanged` hears every change. */
    categories: createCategoriesAdminService({
      db: deps.db,
      changed: () => {
        void caches.drop();
        categoriesChanged.forEach((listener) => listener());
      },
    }),
    onCategoriesChanged: categoriesChanged,
    /** Listeners of a merchant's edit of goods, prices, sale state or shop (the caches here are dropped). */
    onPublicChanged: publicChanged,
    /** Goods on sale in a shop (the merchant dashboard). */
    onSaleCount: async (shopId: number) =>
      (await catalogRepository.shopGoodsCounts(deps.db, [shopId])).get(shopId) ?? 0,
    routes: (app: FastifyInstance, bind: BindRoute): void => {
      registerCatalogRoutes(app, bind, module);
      registerClientCompatRoutes(app, bind, module.compat);
      registerMerchantCatalogRoutes(app, bind, module.desk);
      registerMerchantGoodsRoutes(app, bind, module.merchantGoods);
      registerCategoryConsoleRoutes(app, bind, module.categories);
    },
    close: async () => {
      await Promise.all([views.close(), searches.close()]);
    },
  });
  return module;
}

export type CatalogModule = ReturnType<typeof createCatalogModule>;
export type {
  ApplicableFilter,
  CatalogForBuying,
  GoodsBrief,
  NewReview,
  PurchaseSku,
  StockLine,
} from './buying.ts';
export type { MemberDirectory } from './ports.ts';
export type { DetailQuotes } from './goods-detail-extras.ts';
export { sanitizeRichText } from './rich-text.ts';
/**
 * Shops as another module's transaction sees them (an approved shop application): whether a member
 * owns one, whether a name is taken, and opening one (the caller audits its own action).
 */
export const shopOpening = {
  ownsShop: (db: Db, userId: number) => shopsRepository.ownsAny(db, userId),
  nameTaken: (db: Db, shopname: string) => shopsRepository.nameTaken(db, shopname),
  open: (db: Db, shop: { userId: number; shopname: string }) => shopsRepository.open(db, shop),
};
export type ShopOpening = typeof shopOpening;
