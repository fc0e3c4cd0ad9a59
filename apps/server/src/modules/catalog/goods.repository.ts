import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { pageWithTotal } from '../../db/page.ts';
import {
  categories,
  footprints,
  goods,
  goodsSkus,
  goodsSpus,
  shops,
} from '../../db/schema/catalog.schema.ts';

export type GoodsRow = typeof goods.$inferSelect;
export type ShopRow = typeof shops.$inferSelect;

export interface GoodsFilter {
  words: string[];
  categoryIds?: number[];
  shopId?: number;
  priceMinMinor?: bigint;
  priceMaxMinor?: bigint;
  excludeId?: number;
  /** Goods of shops whose city contains this text. */
  city?: string;
}

/** A goods as other modules list it (orders bought, group goods). */
export interface GoodsBrief {
  id: number;
  title: string;
  image: string;
  sales: number;
  /** The lowest SKU price kept on the goods. */
  priceMinor: bigint;
  shopId: number;
  shopname: string;
  onSale: boolean;
  minPriceMinor: bigint | null;
  minMarketMinor: bigint | null;
}

/** Which goods a coupon applies to. */
export interface ApplicableFilter {
  shopId?: number;
  minPriceMinor: bigint;
  goodsIds?: number[];
  categoryIds?: number[];
  /** Only goods with no stock left on any live SKU (the public queue's goods). */
  soldOut?: boolean;
}

const SORTS = {
  weigh: [goods.weigh, goods.id],
  sales: [goods.sales, goods.id],
  price: [goods.priceMinor, goods.id],
  createtime: [goods.createdAt, goods.id],
} as const;

/** `%`, `_` and `\` in a search word match themselves, not any text. */

function whereOf(filter: GoodsFilter): SQL | undefined {
  return and(
    eq(goods.status, 'normal'),
    ...filter.words.map((word) => ilike(goods.searchText, containing(word))),
    filter.categoryIds
      ? inArray(goods.categoryId, filter.categoryIds.length ? filter.categoryIds : [0])
      : undefined,
    filter.shopId ? eq(goods.shopId, filter.shopId) : undefined,
    filter.priceMinMinor !== undefined ? gte(goods.priceMinor, filter.priceMinMinor) : undefined,
    filter.priceMaxMinor !== undefined ? lte(goods.priceMinor, filter.priceMaxMinor) : undefined,
    filter.excludeId ? ne(goods.id, filter.excludeId) : undefined,
    filter.city
      ? sql`${goods.shopId} in (select ${shops.id} from ${shops} where ${shops.city} ilike ${containing(filter.city)})`
      : undefined,
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

/** Categories, goods pages, details, SKUs and views. */
export const goodsRepository = {
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

  /** The SKUs on offer (not removed by an edit). */
  skusOf: (db: Db, goodsId: number) =>
    db
      .select()
      .from(goodsSkus)
      .where(and(eq(goodsSkus.goodsId, goodsId), isNull(goodsSkus.removedAt)))
      .orderBy(asc(goodsSkus.id)),
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

  /**
   * Goods by id (any status) with their shop and the lowest SKU prices, for other modules' lists;
   * `onSale` is false when the goods or its shop is off sale. Unknown ids are absent.
   */
  async briefs(db: Db, ids: number[]): Promise<Map<number, GoodsBrief>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: goods.id,
        title: goods.title,
        image: goods.image,
        sales: goods.sales,
        priceMinor: goods.priceMinor,
        shopId: goods.shopId,
        shopname: shops.shopname,
        goodsStatus: goods.status,
        shopStatus: shops.status,
        minPrice: sql<
          string | null
        >`(select min(${goodsSkus.priceMinor}) from ${goodsSkus} where ${goodsSkus.goodsId} = ${goods.id} and ${goodsSkus.removedAt} is null)`,
        minMarket: sql<
          string | null
        >`(select min(${goodsSkus.marketPriceMinor}) from ${goodsSkus} where ${goodsSkus.goodsId} = ${goods.id} and ${goodsSkus.removedAt} is null)`,
      })
      .from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .where(inArray(goods.id, [...new Set(ids)]));
    return new Map(
      rows.map(({ goodsStatus, shopStatus, minPrice, minMarket, ...row }) => [
        row.id,
        {
          ...row,
          priceMinor: BigInt(row.priceMinor),
          onSale: goodsStatus === 'normal' && shopStatus === 'normal',
          minPriceMinor: minPrice === null ? null : BigInt(minPrice),
          minMarketMinor: minMarket === null ? null : BigInt(minMarket),
        },
      ]),
    );
  },

  /** On-sale goods of a shop (any shop when none), priced at least `minPriceMinor`, in the goods or categories given; best sellers first. */
  async pageApplicable(db: Db, filter: ApplicableFilter, offset: number, limit: number) {
    const where = and(
      eq(goods.status, 'normal'),
      filter.shopId !== undefined ? eq(goods.shopId, filter.shopId) : undefined,
      gte(goods.priceMinor, filter.minPriceMinor),
      filter.goodsIds
        ? filter.goodsIds.length
          ? inArray(goods.id, filter.goodsIds)
          : sql`false`
        : undefined,
      filter.categoryIds
        ? filter.categoryIds.length
          ? inArray(goods.categoryId, filter.categoryIds)
          : sql`false`
        : undefined,
      filter.soldOut
        ? sql`not exists (select 1 from ${goodsSkus} where ${goodsSkus.goodsId} = ${goods.id} and ${goodsSkus.removedAt} is null and ${goodsSkus.stock} > 0)`
        : undefined,
    );
    return pageWithTotal(
      db,
      db
        .select({ goods, shopname: shops.shopname, isSelf: shops.isSelf })
        .from(goods)
        .innerJoin(shops, eq(shops.id, goods.shopId))
        .where(where)
        .orderBy(desc(goods.sales), desc(goods.id))
        .limit(limit)
        .offset(offset),
      goods,
      where,
    );
  },
};
