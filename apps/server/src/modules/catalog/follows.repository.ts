import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { exists } from '../../db/exists.ts';
import {
  footprints,
  goods,
  goodsFollows,
  shopFollows,
  shops,
} from '../../db/schema/catalog.schema.ts';
import { pageWithTotal } from '../../db/page.ts';

/**
 * Removes the member's favourite or follow that `mine` finds and takes its like off the goods or
 * shop (never below zero); whether there was one.
 */
async function unmark(
  db: Db,
  marks: typeof goodsFollows | typeof shopFollows,
  mine: SQL | undefined,
  target: typeof goods | typeof shops,
  targetId: number,
): Promise<boolean> {
  const removed = await db.delete(marks).where(mine).returning({ userId: marks.userId });
  if (!removed.length) return false;
  await db
    .update(target)
    .set({ likes: sql`greatest(${target.likes} - 1, 0)` })
    .where(eq(target.id, targetId));
  return true;
}

/** A member's favourites, followed shops and footprints, with the like counts kept in step. */
export const followsRepository = {
  isFavourite: (db: Db, userId: number, goodsId: number): Promise<boolean> =>
    exists(
      db,
      goodsFollows,
      and(eq(goodsFollows.userId, userId), eq(goodsFollows.goodsId, goodsId)),
    ),

  /** Adds or removes a favourite and keeps the goods' like count in step; answers the new state. */
  async toggleFavourite(db: Db, userId: number, goodsId: number): Promise<boolean> {
    const mine = and(eq(goodsFollows.userId, userId), eq(goodsFollows.goodsId, goodsId));
    if (await unmark(db, goodsFollows, mine, goods, goodsId)) return false;
    await followsRepository.addFavourites(db, userId, [goodsId]);
    return true;
  },

  /**
   * Adds existing goods to the member's favourites (ones already kept stay as they are) and bumps
   * the like count of each newly kept goods; answers how many were new.
   */
  async addFavourites(db: Db, userId: number, goodsIds: number[]): Promise<number> {
    if (goodsIds.length === 0) return 0;
    const known = await db.select({ id: goods.id }).from(goods).where(inArray(goods.id, goodsIds));
    if (known.length === 0) return 0;
    const added = await db
      .insert(goodsFollows)
      .values(known.map(({ id }) => ({ userId, goodsId: id })))
      .onConflictDoNothing()
      .returning({ goodsId: goodsFollows.goodsId });
    if (added.length > 0) {
      await db
        .update(goods)
        .set({ likes: sql`${goods.likes} + 1` })
        .where(
          inArray(
            goods.id,
            added.map((row) => row.goodsId),
          ),
        );
    }
    return added.length;
  },

  isFollowingShop: (db: Db, userId: number, shopId: number): Promise<boolean> =>
    exists(db, shopFollows, and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId))),

  async toggleShopFollow(db: Db, userId: number, shopId: number): Promise<boolean> {
    const mine = and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId));
    if (await unmark(db, shopFollows, mine, shops, shopId)) return false;
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
    return pageWithTotal(
      db,
      db
        .select({ goods, shopname: shops.shopname, isSelf: shops.isSelf, at })
        .from(table)
        .innerJoin(goods, eq(goods.id, table.goodsId))
        .innerJoin(shops, eq(shops.id, goods.shopId))
        .where(where)
        .orderBy(desc(at))
        .offset(offset)
        .limit(limit),
      table,
      where,
    );
  },

  async pageFollowedShops(db: Db, userId: number, offset: number, limit: number) {
    const where = eq(shopFollows.userId, userId);
    return pageWithTotal(
      db,
      db
        .select({ shop: shops, at: shopFollows.createdAt })
        .from(shopFollows)
        .innerJoin(shops, eq(shops.id, shopFollows.shopId))
        .where(where)
        .orderBy(desc(shopFollows.createdAt))
        .offset(offset)
        .limit(limit),
      shopFollows,
      where,
    );
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
};
