import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { goods, goodsComments, shops } from '../../db/schema/catalog.schema.ts';
import { reviewsWithGoods } from './reviews.repository.ts';

export type ShopDeskRow = typeof shops.$inferSelect;
export type ShopEdit = Pick<
  ShopDeskRow,
  'shopname' | 'avatar' | 'banner' | 'bio' | 'description' | 'city'
>;

const reviewColumns = { review: goodsComments, goodsTitle: goods.title, shopId: goods.shopId };

/** A merchant's desk: its shop's reviews (joined to the goods for the shop) and its profile. */
export const shopDeskRepository = {
  async pageReviews(
    db: Db,
    shopId: number,
    filter: { score?: number; replied?: 'yes' | 'no'; goodsId?: number },
    offset: number,
    limit: number,
  ) {
    const where = and(
      eq(goods.shopId, shopId),
      filter.score === undefined ? undefined : eq(goodsComments.score, filter.score),
      filter.goodsId === undefined ? undefined : eq(goodsComments.goodsId, filter.goodsId),
      filter.replied === 'yes' ? sql`${goodsComments.repliedAt} is not null` : undefined,
      filter.replied === 'no' ? sql`${goodsComments.repliedAt} is null` : undefined,
    ) as SQL;
    const [rows, totals] = await Promise.all([
      reviewsWithGoods(db, reviewColumns)
        .where(where)
        .orderBy(desc(goodsComments.id))
        .offset(offset)
        .limit(limit),
      reviewsWithGoods(db, { count: sql<number>`count(*)::int` }).where(where),
    ]);
    return { rows, total: totals[0]?.count ?? 0 };
  },

  /** One review of the shop's goods, locked for the reply (none for another shop's review). */
  async lockShopReview(trx: Db, shopId: number, reviewId: number) {
    return (
      await reviewsWithGoods(trx, reviewColumns)
        .where(and(eq(goodsComments.id, reviewId), eq(goods.shopId, shopId)))
        .for('update', { of: goodsComments })
    )[0];
  },

  async setReply(trx: Db, reviewId: number, reply: string, now: Date) {
    await trx
      .update(goodsComments)
      .set({ reply, repliedAt: now })
      .where(eq(goodsComments.id, reviewId));
  },

  async lockShop(trx: Db, shopId: number) {
    return (await trx.select().from(shops).where(eq(shops.id, shopId)).for('update'))[0];
  },

  async shopnameTaken(db: Db, shopname: string, exceptId: number): Promise<boolean> {
    const rows = await db
      .select({ id: shops.id })
      .from(shops)
      .where(sql`lower(${shops.shopname}) = lower(${shopname})`)
      .limit(2);
    return rows.some((row) => row.id !== exceptId);
  },

  async updateShop(
    trx: Db,
    shopId: number,
    edit: ShopEdit & Pick<ShopDeskRow, 'translations'>,
  ): Promise<ShopDeskRow> {
    return (await trx.update(shops).set(edit).where(eq(shops.id, shopId)).returning())[0]!;
  },
};
