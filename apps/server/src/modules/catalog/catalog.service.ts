import type { Page } from '@cloudmall/contract';
import type { Language } from '@cloudmall/contract';
import type { Comment, GoodsCard, ShopCard } from '@cloudmall/contract/catalog';
import type { z } from 'zod';
import type { GoodsListQuerySchema } from '@cloudmall/contract/catalog';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { offsetOf, pageOf, type PageQuery, toPage } from '../../platform/http/paging.ts';
import { catalogRepository } from './catalog.repository.ts';
import { subtreeIds, toCategoryTree, toGoodsCard, toShopCard } from './catalog.mapper.ts';
import type { MemberDirectory } from './ports.ts';
import type { createViewCounter } from './view-counter.ts';
import { type DetailQuotes, NO_QUOTES } from './goods-detail-extras.ts';
import { listFilterOf } from './list-filter.ts';
import { sharedAnswer } from '../../platform/public-cache.ts';
import { type CatalogCaches, keyOf } from './catalog-caches.ts';
import { createGoodsDetail, goodsNotAvailable } from './goods-detail.ts';
import type { SearchCounter } from './search-counter.ts';

type ViewCounter = ReturnType<typeof createViewCounter>;
type ListQuery = z.output<typeof GoodsListQuerySchema>;

/** A keyword's words (at most five: each must match). */
const wordsOf = (search: string | undefined) =>
  (search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService(deps: {
  db: Db;
  clock: Clock;
  members: MemberDirectory;
  views: ViewCounter;
  searches: SearchCounter;
  quotes?: DetailQuotes;
  caches: CatalogCaches;
}) {
  const { db, clock, members, views, searches, quotes = NO_QUOTES, caches } = deps;
  const allCategories = () =>
    caches.categories.get('all', () => catalogRepository.allCategories(db));

  // Shop cards (goods count, average score) change slowly and every detail page shows one.
  function shopCard(shopId: number): Promise<ShopCard | null> {
    return caches.shopCards.get(String(shopId), async () => {
      const shop = await catalogRepository.findShop(db, shopId);
      if (!shop) return null;
      const [counts, scores] = await Promise.all([
        catalogRepository.shopGoodsCounts(db, [shopId]),
        catalogRepository.shopScores(db, [shopId]),
      ]);
      return toShopCard(shop, counts.get(shopId) ?? 0, scores.get(shopId) ?? 5);
    });
  }

  async function toComments(
    rows: Awaited<ReturnType<typeof catalogRepository.pageComments>>['rows'],
  ): Promise<Comment[]> {
    return Promise.all(
      rows.map(async (row) => {
        const author = await members.findMember(String(row.userId));
        return {
          id: row.id,
          user: { nickname: author?.nickname ?? '', avatar: author?.avatar ?? '' },
          score: row.score,
          content: row.content,
          images: row.images,
          sku: row.sku,
          createtime: unixSeconds(row.createdAt),
          reply: row.reply,
          reply_time: unixSeconds(row.repliedAt),
        };
      }),
    );
  }

  async function statistics(goodsId: number) {
    const s = await catalogRepository.commentStatistics(db, goodsId);
    return { ...s, rate: s.total ? Math.round((s.good * 100) / s.total) : 100 };
  }

  const detail = createGoodsDetail({
    ...{ db, clock, views, quotes, caches, shopCard },
    ...{ statistics, toComments },
  });

  /** A page of on-sale goods for a list query (cached per normalised query and language). */
  function listPage(query: ListQuery, language: Language): Promise<Page<GoodsCard>> {
    const words = wordsOf(query.search);
    const wanted = listFilterOf(query);
    const key = JSON.stringify(
      [words, wanted, query.sort, query.order, query.page, query.list_rows],
      (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v),
    );
    return caches.lists.get(keyOf(language, key), async () => {
      const categoryIds = wanted.categoryId
        ? subtreeIds(await allCategories(), wanted.categoryId)
        : undefined;
      const { rows, total } = await catalogRepository.pageGoods(
        db,
        { ...wanted.filter, words, categoryIds },
        query.sort,
        query.order,
        offsetOf(query),
        query.list_rows,
      );
      return sharedAnswer(
        toPage(
          rows.map((row) => toGoodsCard(row, language)),
          total,
          query,
        ),
      );
    });
  }

  return {
    /** The category tree, names in the reader's language. */
    categories: async (language: Language) => toCategoryTree(await allCategories(), language),

    /** On-sale goods by keyword words (all must match), category subtree, shop and price range. */
    async list(
      query: ListQuery,
      userId: number | null,
      language: Language,
    ): Promise<Page<GoodsCard>> {
      const page = await listPage(query, language);
      if (query.search && query.page === 1)
        await searches.count(query.search.slice(0, 64), userId, clock.now());
      return page;
    },

    detail,

    async comments(query: { id: number; tag: string } & PageQuery) {
      const { rows, total } = await catalogRepository.pageComments(
        db,
        query.id,
        query.tag,
        offsetOf(query),
        query.list_rows,
      );
      return {
        comment: toPage(await toComments(rows), total, query),
        statistics: await statistics(query.id),
      };
    },

    /** Guess you like: best sellers of the category a member views most, else best sellers overall. */
    async likes(
      query: PageQuery,
      userId: number | null,
      language: Language,
    ): Promise<Page<GoodsCard>> {
      const card = (row: Parameters<typeof toGoodsCard>[0]) => toGoodsCard(row, language);
      const favourite =
        userId === null ? null : await catalogRepository.favouriteCategory(db, userId);
      const categoryIds = favourite ? subtreeIds(await allCategories(), favourite) : undefined;
      const leaning = await catalogRepository.pageGoods(
        db,
        { words: [], categoryIds },
        'sales',
        'desc',
        offsetOf(query),
        query.list_rows,
      );
      if (leaning.total > 0 || !categoryIds)
        return toPage(leaning.rows.map(card), leaning.total, query);
      const all = await catalogRepository.pageGoods(
        db,
        { words: [] },
        'sales',
        'desc',
        offsetOf(query),
        query.list_rows,
      );
      return toPage(all.rows.map(card), all.total, query);
    },

    /** Toggles a favourite of a goods on sale. */
    async toggleFavourite(userId: number, goodsId: number): Promise<boolean> {
      const found = await catalogRepository.findGoods(db, goodsId);
      if (!found || found.goods.status !== 'normal') throw goodsNotAvailable();
      return db.transaction((trx) =>
        catalogRepository.toggleFavourite(trx as unknown as Db, userId, goodsId),
      );
    },

    async memberGoods(
      kind: 'favourites' | 'footprints',
      userId: number,
      query: PageQuery,
      language: Language,
    ) {
      return pageOf(
        query,
        (offset, limit) => catalogRepository.pageMemberGoods(db, kind, userId, offset, limit),
        (row) => ({
          goods_id: row.goods.id,
          createtime: unixSeconds(row.at),
          goods: toGoodsCard(row, language),
        }),
      );
    },

    /** The hot keywords: pinned ones first, then by searches; numbered in that order. */
    async searchList() {
      await searches.flush();
      const rows = await catalogRepository.hotKeywords(db);
      return rows.map((row, index) => ({
        id: index + 1,
        keywords: row.keyword,
        flag: row.hot ? ('hot' as const) : ('normal' as const),
      }));
    },

    /** A member's own recent searches, newest first (never another member's). */
    async searchHistory(userId: number) {
      return (await catalogRepository.history(db, userId)).map((row) => row.keyword);
    },

    async clearSearchHistory(userId: number): Promise<null> {
      await catalogRepository.clearHistory(db, userId);
      return null;
    },

    shopCard,

    /** On-sale goods cards by id (for feed posts and live rooms). */
    cards: async (ids: number[], language: Language = 'en'): Promise<GoodsCard[]> =>
      (await catalogRepository.cardsByIds(db, ids)).map((row) => toGoodsCard(row, language)),

    /** The shop a member owns, as feed posts and live rooms show it. */
    async shopOfUser(userId: number) {
      const shop = await catalogRepository.findShopByUser(db, userId);
      return shop
        ? { id: shop.id, shopname: shop.shopname, avatar: shop.avatar, user_id: shop.userId }
        : null;
    },

    isFollowingShop: (userId: number, shopId: number) =>
      catalogRepository.isFollowingShop(db, userId, shopId),

    async shopBrief(shopId: number) {
      const shop = await catalogRepository.findShop(db, shopId);
      return shop
        ? { id: shop.id, shopname: shop.shopname, avatar: shop.avatar, user_id: shop.userId }
        : null;
    },
  };
}
