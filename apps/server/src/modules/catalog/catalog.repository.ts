import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  categories,
  footprints,
  goods,
  goodsComments,
  goodsFollows,
  goodsSkus,
  goodsSpus,
  searchHistory,
  searchKeywords,
  shopFollows,
  shops,
} from '../../db/schema/index.ts';

export type GoodsRow = typeof goods.$inferSelect;
export type ShopRow = typeof shops.$inferSelect;

export interface GoodsFilter {
  words: string[];
  categoryIds?: number[];
  shopId?: number;
  priceMinMinor?: bigint;
  priceMaxMinor?: bigint;
  excludeId?: number;
}

const SORTS = {
  weigh: [goods.weigh, goods.id],
  sales: [goods.sales, goods.id],
  price: [goods.priceMinor, goods.id],
  createtime: [goods.createdAt, goods.id],
} as const;

/** `%`, `_` and `\` in a search word match themselves, not any text. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: GoodsFilter): SQL | undefined {
  return and(
    eq(goods.status, 'normal'),
    ...filter.words.map((word) => ilike(goods.title, `%${escapeLike(word)}%`)),
    filter.categoryIds
      ? inArray(goods.categoryId, filter.categoryIds.length ? filter.categoryIds : [0])
      : undefined,
    filter.shopId ? eq(goods.shopId, filter.shopId) : undefined,
    filter.priceMinMinor !== undefined ? gte(goods.priceMinor, filter.priceMinMinor) : undefined,
    filter.priceMaxMinor !== undefined ? lte(goods.priceMinor, filter.priceMaxMinor) : undefined,
    filter.excludeId ? ne(goods.id, filter.excludeId) : undefined,
  );
}

export const COUNT_CAP = 1_000;

async function cappedCount(db: Db, where: SQL | undefined): Promise<number> {
  const inner = db
    .select({ one: sql`1` })
    .from(goods)
    .where(where)
    .limit(COUNT_CAP)
    .as('capped');
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(inner);
  return rows[0]?.count ?? 0;
}

export const catalogRepository = {
  allCategories: (db: Db) =>
    db.select().from(categories).orderBy(asc(categories.weigh), asc(categories.id)),

  async findCategory(db: Db, id: number) {
    return (await db.select().from(categories).where(eq(categories.id, id)).limit(1))[0];
  },

  /**
   * A page of on-sale goods with their shop, and the total count, capped at COUNT_CAP: past a
   * thousand matches (67 pages) nobody pages further, and an exact count over 100k rows costs every
   * request. An infinite list simply ends there.
   */
  async pageGoods(
    db: Db,
    filter: GoodsFilter,
    sort: keyof typeof SORTS,
    order: 'asc' | 'desc',
    offset: number,
    limit: number,
    withCount = true,
  ) {
    const where = whereOf(filter);
    const direction = order === 'asc' ? asc : desc;
    const [rows, total] = await Promise.all([
      db
        .select({ goods, shopname: shops.shopname, isSelf: shops.isSelf })
        .from(goods)
        .innerJoin(shops, eq(shops.id, goods.shopId))
        .where(where)
        .orderBy(...SORTS[sort].map((column) => direction(column)))
        .offset(offset)
        .limit(limit),
      withCount ? cappedCount(db, where) : Promise.resolve(0),
    ]);
    return { rows, total };
  },

  async findGoods(db: Db, id: number) {
    return (
      await db
        .select({ goods, shopname: shops.shopname, isSelf: shops.isSelf })
        .from(goods)
        .innerJoin(shops, eq(shops.id, goods.shopId))
        .where(eq(goods.id, id))
        .limit(1)
    )[0];
  },

  skusOf: (db: Db, goodsId: number) =>
    db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)).orderBy(asc(goodsSkus.id)),
  spusOf: (db: Db, goodsId: number) =>
    db
      .select()
      .from(goodsSpus)
      .where(eq(goodsSpus.goodsId, goodsId))
      .orderBy(asc(goodsSpus.position)),

  async addViews(db: Db, goodsId: number, count: number): Promise<void> {
    await db
      .update(goods)
      .set({ views: sql`${goods.views} + ${count}` })
      .where(eq(goods.id, goodsId));
  },

  async recordFootprint(
    db: Db,
    userId: number,
    goodsId: number,
    categoryId: number,
    now: Date,
  ): Promise<void> {
    await db
      .insert(footprints)
      .values({ userId, goodsId, categoryId, viewedAt: now })
      .onConflictDoUpdate({
        target: [footprints.userId, footprints.goodsId],
        set: { viewedAt: now },
      });
  },

  async findShopByUser(db: Db, userId: number) {
    return (
      await db
        .select()
        .from(shops)
        .where(and(eq(shops.userId, userId), eq(shops.status, 'normal')))
        .limit(1)
    )[0];
  },

  /** On-sale goods by id, in the order asked. */
  async cardsByIds(db: Db, ids: number[]) {
    if (!ids.length) return [];
    const rows = await db
      .select({ goods, shopname: shops.shopname, isSelf: shops.isSelf })
      .from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .where(and(inArray(goods.id, ids), eq(goods.status, 'normal')));
    return ids
      .map((id) => rows.find((r) => r.goods.id === id))
      .filter((r): r is NonNullable<typeof r> => Boolean(r));
  },

  async findShop(db: Db, id: number) {
    return (
      await db
        .select()
        .from(shops)
        .where(and(eq(shops.id, id), eq(shops.status, 'normal')))
        .limit(1)
    )[0];
  },

  async shopGoodsCounts(db: Db, shopIds: number[]): Promise<Map<number, number>> {
    if (!shopIds.length) return new Map();
    const rows = await db
      .select({ shopId: goods.shopId, count: sql<number>`count(*)::int` })
      .from(goods)
      .where(and(inArray(goods.shopId, shopIds), eq(goods.status, 'normal')))
      .groupBy(goods.shopId);
    return new Map(rows.map((r) => [r.shopId, r.count]));
  },

  async shopScores(db: Db, shopIds: number[]): Promise<Map<number, number>> {
    if (!shopIds.length) return new Map();
    const rows = await db
      .select({
        shopId: goods.shopId,
        score: sql<string>`coalesce(avg(${goodsComments.score}), 5)::text`,
      })
      .from(goodsComments)
      .innerJoin(goods, eq(goods.id, goodsComments.goodsId))
      .where(inArray(goods.shopId, shopIds))
      .groupBy(goods.shopId);
    return new Map(rows.map((r) => [r.shopId, Number(r.score)]));
  },

  async pageShops(db: Db, search: string, offset: number, limit: number) {
    const where = and(
      eq(shops.status, 'normal'),
      search ? ilike(shops.shopname, `%${escapeLike(search)}%`) : undefined,
    );
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(shops)
        .where(where)
        .orderBy(desc(shops.likes), asc(shops.id))
        .offset(offset)
        .limit(limit),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(shops)
        .where(where),
    ]);
    return { rows, total: totals[0]?.count ?? 0 };
  },

  // Reviews ----------------------------------------------------------------------------------
  async commentStatistics(db: Db, goodsId: number) {
    const rows = await db
      .select({
        total: sql<number>`count(*)::int`,
        good: sql<number>`count(*) filter (where ${goodsComments.score} >= 4)::int`,
        pertinent: sql<number>`count(*) filter (where ${goodsComments.score} = 3)::int`,
        poor: sql<number>`count(*) filter (where ${goodsComments.score} <= 2)::int`,
        figure: sql<number>`count(*) filter (where jsonb_array_length(${goodsComments.images}) > 0)::int`,
      })
      .from(goodsComments)
      .where(eq(goodsComments.goodsId, goodsId));
    return rows[0]!;
  },

  async pageComments(db: Db, goodsId: number, tag: string, offset: number, limit: number) {
    const byTag: Record<string, SQL | undefined> = {
      all: undefined,
      good: gte(goodsComments.score, 4),
      pertinent: eq(goodsComments.score, 3),
      poor: lte(goodsComments.score, 2),
      figure: sql`jsonb_array_length(${goodsComments.images}) > 0`,
    };
    const where = and(eq(goodsComments.goodsId, goodsId), byTag[tag]);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(goodsComments)
        .where(where)
        .orderBy(desc(goodsComments.id))
        .offset(offset)
        .limit(limit),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(goodsComments)
        .where(where),
    ]);
    return { rows, total: totals[0]?.count ?? 0 };
  },

  // Favourites, followed shops, footprints -----------------------------------------------------
  async isFavourite(db: Db, userId: number, goodsId: number): Promise<boolean> {
    return (
      (
        await db
          .select({ id: goodsFollows.goodsId })
          .from(goodsFollows)
          .where(and(eq(goodsFollows.userId, userId), eq(goodsFollows.goodsId, goodsId)))
          .limit(1)
      ).length > 0
    );
  },

  /** Adds or removes a favourite and keeps the goods' like count in step; answers the new state. */
  async toggleFavourite(db: Db, userId: number, goodsId: number): Promise<boolean> {
    const removed = await db
      .delete(goodsFollows)
      .where(and(eq(goodsFollows.userId, userId), eq(goodsFollows.goodsId, goodsId)))
      .returning();
    if (removed.length) {
      await db
        .update(goods)
        .set({ likes: sql`greatest(${goods.likes} - 1, 0)` })
        .where(eq(goods.id, goodsId));
      return false;
    }
    const added = await db
      .insert(goodsFollows)
      .values({ userId, goodsId })
      .onConflictDoNothing()
      .returning();
    if (added.length)
      await db
        .update(goods)
        .set({ likes: sql`${goods.likes} + 1` })
        .where(eq(goods.id, goodsId));
    return true;
  },

  async isFollowingShop(db: Db, userId: number, shopId: number): Promise<boolean> {
    return (
      (
        await db
          .select({ id: shopFollows.shopId })
          .from(shopFollows)
          .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
          .limit(1)
      ).length > 0
    );
  },

  async toggleShopFollow(db: Db, userId: number, shopId: number): Promise<boolean> {
    const removed = await db
      .delete(shopFollows)
      .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
      .returning();
    if (removed.length) {
      await db
        .update(shops)
        .set({ likes: sql`greatest(${shops.likes} - 1, 0)` })
        .where(eq(shops.id, shopId));
      return false;
    }
    const added = await db
      .insert(shopFollows)
      .values({ userId, shopId })
      .onConflictDoNothing()
      .returning();
    if (added.length)
      await db
        .update(shops)
        .set({ likes: sql`${shops.likes} + 1` })
        .where(eq(shops.id, shopId));
    return true;
  },

  /** How many goods the member keeps as favourites, shops they follow and goods they looked at. */
  async memberCounts(
    db: Db,
    userId: number,
  ): Promise<{ collection: number; concern: number; footprint: number }> {
    const count = sql<number>`count(*)::int`;
    const [collection, concern, footprint] = await Promise.all([
      db.select({ count }).from(goodsFollows).where(eq(goodsFollows.userId, userId)),
      db.select({ count }).from(shopFollows).where(eq(shopFollows.userId, userId)),
      db.select({ count }).from(footprints).where(eq(footprints.userId, userId)),
    ]);
    return {
      collection: collection[0]?.count ?? 0,
      concern: concern[0]?.count ?? 0,
      footprint: footprint[0]?.count ?? 0,
    };
  },

  /** Favourites or footprints of a member, newest first, with the goods and its shop. */
  async pageMemberGoods(
    db: Db,
    kind: 'favourites' | 'footprints',
    userId: number,
    offset: number,
    limit: number,
  ) {
    const table = kind === 'favourites' ? goodsFollows : footprints;
    const at = kind === 'favourites' ? goodsFollows.createdAt : footprints.viewedAt;
    const where = eq(table.userId, userId);
    const [rows, totals] = await Promise.all([
      db
        .select({ goods, shopname: shops.shopname, isSelf: shops.isSelf, at })
        .from(table)
        .innerJoin(goods, eq(goods.id, table.goodsId))
        .innerJoin(shops, eq(shops.id, goods.shopId))
        .where(where)
        .orderBy(desc(at))
        .offset(offset)
        .limit(limit),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(table)
        .where(where),
    ]);
    return { rows, total: totals[0]?.count ?? 0 };
  },

  async pageFollowedShops(db: Db, userId: number, offset: number, limit: number) {
    const where = eq(shopFollows.userId, userId);
    const [rows, totals] = await Promise.all([
      db
        .select({ shop: shops, at: shopFollows.createdAt })
        .from(shopFollows)
        .innerJoin(shops, eq(shops.id, shopFollows.shopId))
        .where(where)
        .orderBy(desc(shopFollows.createdAt))
        .offset(offset)
        .limit(limit),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(shopFollows)
        .where(where),
    ]);
    return { rows, total: totals[0]?.count ?? 0 };
  },

  /** The category the member looked at most, from footprints. */
  async favouriteCategory(db: Db, userId: number): Promise<number | null> {
    const rows = await db
      .select({ categoryId: footprints.categoryId, n: sql<number>`count(*)::int` })
      .from(footprints)
      .where(eq(footprints.userId, userId))
      .groupBy(footprints.categoryId)
      .orderBy(desc(sql`count(*)`))
      .limit(1);
    return rows[0]?.categoryId ?? null;
  },

  // Search -------------------------------------------------------------------------------------
  async recordSearch(db: Db, keyword: string, userId: number | null, now: Date): Promise<void> {
    await db
      .insert(searchKeywords)
      .values({ keyword, views: 1 })
      .onConflictDoUpdate({
        target: searchKeywords.keyword,
        set: { views: sql`${searchKeywords.views} + 1` },
      });
    if (userId !== null) {
      await db
        .insert(searchHistory)
        .values({ userId, keyword, searchedAt: now })
        .onConflictDoUpdate({
          target: [searchHistory.userId, searchHistory.keyword],
          set: { searchedAt: now },
        });
    }
  },

  hotKeywords: (db: Db) =>
    db
      .select({ keyword: searchKeywords.keyword })
      .from(searchKeywords)
      .orderBy(desc(searchKeywords.hot), desc(searchKeywords.views))
      .limit(10),
  history: (db: Db, userId: number) =>
    db
      .select({ keyword: searchHistory.keyword })
      .from(searchHistory)
      .where(eq(searchHistory.userId, userId))
      .orderBy(desc(searchHistory.searchedAt))
      .limit(10),
  async clearHistory(db: Db, userId: number): Promise<void> {
    await db.delete(searchHistory).where(eq(searchHistory.userId, userId));
  },
};
