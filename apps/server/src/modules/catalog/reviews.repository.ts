import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { goods, goodsComments } from '../../db/schema/catalog.schema.ts';
import { newestFirstPage, pageWithTotal } from '../../db/page.ts';

/** A review of one bought item (`orderItemId` ties it to the order item). */
export interface NewReview {
  goodsId: number;
  userId: number;
  score: number;
  content: string;
  images: string[];
  /** The spec values of the item ("Red, XL"). */
  sku: string;
  orderItemId: number;
}

/** Reviews with their goods joined (a shop's reviews are those of its goods), selecting `fields`. */
export const reviewsWithGoods = <F extends SelectedFields>(db: Db, fields: F) =>
  db.select(fields).from(goodsComments).innerJoin(goods, eq(goods.id, goodsComments.goodsId));

/** Goods reviews (`goods_comments`) and the goods' comment and praise counters. */
export const reviewsRepository = {
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
    return newestFirstPage(db, goodsComments, where, offset, limit);
  },

  /** Stores reviews of bought goods, then bumps each goods' comment and praise (score ≥ 4) counters, in goods id order. */
  async write(trx: Db, reviews: NewReview[], now: Date): Promise<void> {
    if (reviews.length === 0) return;
    await trx
      .insert(goodsComments)
      .values(reviews.map((review) => ({ ...review, createdAt: now })));
    const perGoods = new Map<number, { comments: number; praise: number }>();
    for (const review of reviews) {
      const seen = perGoods.get(review.goodsId) ?? { comments: 0, praise: 0 };
      perGoods.set(review.goodsId, {
        comments: seen.comments + 1,
        praise: seen.praise + (review.score >= 4 ? 1 : 0),
      });
    }
    for (const [goodsId, bump] of [...perGoods].sort(([a], [b]) => a - b)) {
      await trx
        .update(goods)
        .set({
          comments: sql`${goods.comments} + ${bump.comments}`,
          praise: sql`${goods.praise} + ${bump.praise}`,
        })
        .where(eq(goods.id, goodsId));
    }
  },

  /** A member's reviews, newest first, with the goods' title and image. */
  pageOfMember(db: Db, userId: number, offset: number, limit: number) {
    const where = eq(goodsComments.userId, userId);
    return pageWithTotal(
      db,
      reviewsWithGoods(db, { comment: goodsComments, title: goods.title, image: goods.image })
        .where(where)
        .orderBy(desc(goodsComments.id))
        .limit(limit)
        .offset(offset),
      goodsComments,
      where,
    );
  },
};
