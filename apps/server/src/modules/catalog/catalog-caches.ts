import type { Language } from '@cloudmall/contract';
import type { CategoryNode, GoodsCard, GoodsDetail, ShopCard } from '@cloudmall/contract/catalog';
import type { Page } from '@cloudmall/contract';
import type { categories as categoriesTable } from '../../db/schema/catalog.schema.ts';
import { type CacheFanout, createPublicCache } from '../../platform/public-cache.ts';

type CategoryRow = typeof categoriesTable.$inferSelect;

/** Every instance's public catalog answers are dropped together under this fan-out scope. */
export const CATALOG_CACHE_SCOPE = 'catalog:public';

/**
 * How long a public answer is kept. Prices, titles, on/off sale, shop and category edits drop the
 * caches at once on every instance; only figures that change with every order or view (stock,
 * sales, likes, review counts) may lag by at most this long.
 */
export const CATALOG_CACHE_TTL_MS = 10_000;

/** The goods detail as every reader of a language sees it (no favourite, views counted apart). */
export type PublicDetail = Omit<GoodsDetail, 'follow'> & {
  /** This instance's view count of the goods when `views` was read from the database. */
  viewsMark: number;
  /** The goods' own category (coupons and footprints need it). */
  categoryId: number;
};

/** The shop page as every reader sees it (no follow). */
export interface PublicShopPage {
  card: ShopCard;
  bio: string;
  banner: string;
  description: string;
  category: CategoryNode[];
  /** The whole answer for a visitor (no follow), shaped by the route once (`sharedAnswer`). */
  anonymous: {
    shop: ShopCard & { bio: string; banner: string; description: string; follow: boolean };
    category: CategoryNode[];
  };
}

/** The catalog's caches of public answers; `drop` empties them on every instance. */
export function createCatalogCaches(fanout?: CacheFanout) {
  const cache = <T>(maxEntries: number) =>
    createPublicCache<T>({
      scope: CATALOG_CACHE_SCOPE,
      ttlMs: CATALOG_CACHE_TTL_MS,
      maxEntries,
      fanout,
    });
  const caches = {
    details: cache<PublicDetail>(5_000),
    lists: cache<Page<GoodsCard>>(2_000),
    shopPages: cache<PublicShopPage>(1_000),
    shopBest: cache<number[]>(1_000),
    shopCards: cache<ShopCard | null>(1_000),
    /** Every category row (lists resolve subtrees from it, pages build trees). */
    categories: cache<CategoryRow[]>(1),
  };
  return {
    ...caches,
    /** Drops every public catalog answer here and on every other instance (after a write). */
    // Every cache listens on the one scope, so one message drops them all.
    drop: (): Promise<void> => caches.details.drop(),
  };
}

export type CatalogCaches = ReturnType<typeof createCatalogCaches>;

/** The key of a language's answer. */
export const keyOf = (language: Language, ...parts: Array<string | number>) =>
  `${language}|${parts.join('|')}`;
