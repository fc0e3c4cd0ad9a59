import { localized, type Language } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { offsetOf, type PageQuery, toPage } from '../../platform/http/paging.ts';
import { catalogRepository, type ShopRow } from './catalog.repository.ts';
import { toCategoryTree, toShopCard } from './catalog.mapper.ts';
import { type CatalogCaches, keyOf, type PublicShopPage } from './catalog-caches.ts';
import { sharedAnswer } from '../../platform/public-cache.ts';

const shopNotFound = () => new AppError('shop_not_found');

export type ShopsService = ReturnType<typeof createShopsService>;

export function createShopsService(deps: { db: Db; caches: CatalogCaches }) {
  const { db, caches } = deps;

  async function cards(rows: ShopRow[]) {
    const ids = rows.map((r) => r.id);
    const [counts, scores] = await Promise.all([
      catalogRepository.shopGoodsCounts(db, ids),
      catalogRepository.shopScores(db, ids),
    ]);
    return rows.map((row) => toShopCard(row, counts.get(row.id) ?? 0, scores.get(row.id) ?? 5));
  }

  /** The part of a shop's page every reader of a language sees. */
  async function publicPage(shopId: number, language: Language): Promise<PublicShopPage> {
    const shop = await catalogRepository.findShop(db, shopId);
    if (!shop) throw shopNotFound();
    const [[card], all, listed] = await Promise.all([
      cards([shop]),
      caches.categories.get('all', () => catalogRepository.allCategories(db)),
      catalogRepository.pageGoods(db, { words: [], shopId }, 'sales', 'desc', 0, 500),
    ]);
    const used = new Set(listed.rows.map((r) => r.goods.categoryId));
    const texts = {
      bio: localized(shop.bio, shop.translations, language, 'bio'),
      banner: shop.banner,
      description: localized(shop.description, shop.translations, language, 'description'),
    };
    const category = toCategoryTree(
      all.filter((c) => used.has(c.id)).map((c) => ({ ...c, pid: 0 })),
      language,
    );
    const anonymous = sharedAnswer({ shop: { ...card!, ...texts, follow: false }, category });
    return { card: card!, ...texts, category, anonymous };
  }

  return {
    /** A shop's page: card, banner, bio, the categories it sells in, and whether the member follows it. */
    async page(shopId: number, userId: number | null, language: Language) {
      const cached = caches.shopPages.get(keyOf(language, shopId), () =>
        publicPage(shopId, language),
      );
      if (userId === null) return (await cached).anonymous;
      const [shared, follow] = await Promise.all([
        cached,
        catalogRepository.isFollowingShop(db, userId, shopId),
      ]);
      const { card, bio, banner, description, category } = shared;
      return { shop: { ...card, bio, banner, description, follow }, category };
    },

    async toggleFollow(userId: number, shopId: number): Promise<boolean> {
      if (!(await catalogRepository.findShop(db, shopId))) throw shopNotFound();
      return db.transaction((trx) =>
        catalogRepository.toggleShopFollow(trx as unknown as Db, userId, shopId),
      );
    },

    async followed(userId: number, query: PageQuery) {
      const { rows, total } = await catalogRepository.pageFollowedShops(
        db,
        userId,
        offsetOf(query),
        query.list_rows,
      );
      const shopCards = await cards(rows.map((r) => r.shop));
      return toPage(
        rows.map((row, i) => ({
          shop_id: row.shop.id,
          createtime: unixSeconds(row.at),
          shop: shopCards[i]!,
        })),
        total,
        query,
      );
    },

    async search(query: PageQuery & { search: string }) {
      const { rows, total } = await catalogRepository.pageShops(
        db,
        query.search,
        offsetOf(query),
        query.list_rows,
      );
      return toPage(await cards(rows), total, query);
    },
  };
}
