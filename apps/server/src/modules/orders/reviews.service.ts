import type { z } from 'zod';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { CommentOrderInputSchema } from '@cloudmall/contract/orders';
import type { Db } from '../../db/database.ts';
import { goods, goodsComments, orderItems } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type Clock, unixSeconds } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { completeOrder, ownedBy } from './order-actions.ts';
import { type OrderItemRecord, type OrderRecord, orderRepository } from './order.repository.ts';

type Tell = (userId: number, action: string, order: OrderRecord, content?: string) => void;

export const DEFAULT_REVIEW = 'System default praise: the buyer did not leave a review in time.';

/** Writes one review per item of a completed order and bumps the goods' comment and praise counters. */
export async function writeReviews(
  trx: Db,
  order: OrderRecord,
  items: OrderItemRecord[],
  reviews: Map<number, { score: number; content: string; images: string[] }>,
  now: Date,
): Promise<void> {
  const rows = items.map((item) => ({
    item,
    review: reviews.get(item.id) ?? { score: 5, content: DEFAULT_REVIEW, images: [] },
  }));
  await trx.insert(goodsComments).values(
    rows.map(({ item, review }) => ({
      goodsId: item.goodsId,
      userId: order.userId,
      score: review.score,
      content: review.content,
      images: review.images,
      sku: item.difference.slice(0, 120),
      orderItemId: item.id,
      createdAt: now,
    })),
  );
  await trx
    .update(orderItems)
    .set({ commented: true })
    .where(
      inArray(
        orderItems.id,
        items.map((item) => item.id),
      ),
    );
  const perGoods = new Map<number, { comments: number; praise: number }>();
  for (const { item, review } of rows) {
    const seen = perGoods.get(item.goodsId) ?? { comments: 0, praise: 0 };
    perGoods.set(item.goodsId, {
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
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

export function createReviewsService(deps: { db: Db; clock: Clock; tell: Tell }) {
  const { db, clock, tell } = deps;
  return {
    /** Reviews every item of a received own order at once (1-5 stars, text, up to 6 images); the order completes (4 → 6). */
    async comment(userId: number, input: z.output<typeof CommentOrderInputSchema>) {
      const done = await inTransaction(db, async (trx) => {
        const order = await orderRepository.findOwn(trx, userId, input.order_id);
        if (!order) throw new AppError('order_not_found');
        const items = await orderRepository.items(trx, [order.id]);
        const reviews = new Map(
          input.goodsList.map((g) => [
            g.id,
            { score: g.score, content: g.comment, images: g.imgList },
          ]),
        );
        if (
          reviews.size !== input.goodsList.length ||
          items.length !== reviews.size ||
          items.some((item) => !reviews.has(item.id))
        )
          throw new AppError('review_not_allowed');
        const now = clock.now();
        const completed = await completeOrder(trx, order.id, now, ownedBy(userId));
        if (!completed) throw new AppError('review_not_allowed');
        await writeReviews(trx, order, items, reviews, now);
        return completed;
      });
      tell(userId, 'review', done);
      return true as const;
    },

    /** The member's reviews, newest first. */
    async mine(userId: number, query: { page: number; list_rows: number }) {
      const rows = await db
        .select({ comment: goodsComments, title: goods.title, image: goods.image })
        .from(goodsComments)
        .innerJoin(goods, eq(goods.id, goodsComments.goodsId))
        .where(eq(goodsComments.userId, userId))
        .orderBy(desc(goodsComments.id))
        .limit(query.list_rows)
        .offset(offsetOf(query));
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(goodsComments)
        .where(eq(goodsComments.userId, userId));
      return toPage(
        rows.map(({ comment, title, image }) => ({
          id: comment.id,
          goods_id: comment.goodsId,
          order_item_id: comment.orderItemId,
          score: comment.score,
          content: comment.content,
          images: comment.images,
          sku: comment.sku,
          createtime: unixSeconds(comment.createdAt),
          goods: { title, image },
        })),
        count?.n ?? 0,
        query,
      );
    },
  };
}
