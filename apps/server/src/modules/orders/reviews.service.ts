import type { z } from 'zod';
import type { CommentOrderInputSchema } from '@cloudmall/contract/orders';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { completeOrder, ownedBy } from './order-actions.ts';
import { type OrderItemRecord, type OrderRecord, orderRepository } from './order.repository.ts';
import type { OrdersCatalogPort, OrdersDeps } from './ports.ts';

import type { Tell } from './order-notices.ts';

export const DEFAULT_REVIEW = 'System default praise: the buyer did not leave a review in time.';

/** Reviews every item of a completed order (5 stars and the default text where none was given) and marks the items reviewed. */
export async function writeReviews(
  trx: Db,
  catalog: OrdersCatalogPort,
  order: OrderRecord,
  items: OrderItemRecord[],
  reviews: Map<number, { score: number; content: string; images: string[] }>,
  now: Date,
): Promise<void> {
  await catalog.writeReviews(
    trx,
    items.map((item) => {
      const review = reviews.get(item.id) ?? { score: 5, content: DEFAULT_REVIEW, images: [] };
      return {
        goodsId: item.goodsId,
        userId: order.userId,
        score: review.score,
        content: review.content,
        images: review.images,
        sku: item.difference.slice(0, 120),
        orderItemId: item.id,
      };
    }),
    now,
  );
  await orderRepository.markCommented(
    trx,
    items.map((item) => item.id),
  );
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

export function createReviewsService(
  deps: Pick<OrdersDeps, 'db' | 'clock' | 'catalog'> & { tell: Tell },
) {
  const { db, clock, catalog, tell } = deps;
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
        await writeReviews(trx, catalog, order, items, reviews, now);
        return completed;
      });
      tell(userId, 'review', done);
      return true as const;
    },

    /** The member's reviews, newest first. */
    async mine(userId: number, query: { page: number; list_rows: number }) {
      return pageOf(
        query,
        (offset, limit) => catalog.reviewsOf(db, userId, offset, limit),
        ({ comment, title, image }) => ({
          id: comment.id,
          goods_id: comment.goodsId,
          order_item_id: comment.orderItemId,
          score: comment.score,
          content: comment.content,
          images: comment.images,
          sku: comment.sku,
          createtime: unixSeconds(comment.createdAt),
          goods: { title, image },
        }),
      );
    },
  };
}
