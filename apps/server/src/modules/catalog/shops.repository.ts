import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firstRow } from '../../db/first-row.ts';
import { containing } from '../../db/like.ts';
import { goods, goodsComments, shops } from '../../db/schema/catalog.schema.ts';
import { tablePage } from '../../db/page.ts';

/** The open shop (status normal) that `match` finds, if any. */
async function openShopWhere(db: Db, match: SQL) {
  return firstRow(db, shops, and(match, eq(shops.status, 'normal')));
}

/** Shops: lookups, pages, goods counts and review scores. */
export const shopsRepository = {
  findShopByUser: (db: Db, userId: number) => openShopWhere(db, eq(shops.userId, userId)),

  findShop: (db: Db, id: number) => openShopWhere(db, eq(shops.id, id)),

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
      search ? ilike(shops.shopname, containing(search)) : undefined,
    );
    return tablePage(db, shops, {
      where,
      orderBy: [desc(shops.likes), asc(shops.id)],
      offset,
      limit,
    });
  },

  /** Shop names by id (unknown ids are absent). */
  async shopNames(db: Db, shopIds: number[]): Promise<Map<number, string>> {
    const ids = [...new Set(shopIds)];
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: shops.id, name: shops.shopname })
      .from(shops)
      .where(inArray(shops.id, ids));
    return new Map(rows.map((row) => [Number(row.id), row.name]));
  },

  /** Whether a member owns a shop (any status). */
  async ownsAny(db: Db, userId: number): Promise<boolean> {
    return (await firstRow(db, shops, eq(shops.userId, userId))) !== undefined;
  },

  /** Whether a shop (any status) already has this name. */
  async nameTaken(db: Db, shopname: string): Promise<boolean> {
    return (await firstRow(db, shops, eq(shops.shopname, shopname))) !== undefined;
  },

  /** Opens a shop for a member (an approved application); its id. */
  async open(db: Db, shop: { userId: number; shopname: string }): Promise<number> {
    const [row] = await db
      .insert(shops)
      .values({ userId: shop.userId, shopname: shop.shopname })
      .returning({ id: shops.id });
    return row!.id;
  },

  /** The member who owns a shop (any status), or null. */
  async ownerOf(db: Db, shopId: number): Promise<number | null> {
    const [shop] = await db
      .select({ userId: shops.userId })
      .from(shops)
      .where(eq(shops.id, shopId))
      .limit(1);
    return shop?.userId ?? null;
  },
};
