import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { credit } from '../wallet/index.ts';
import { itemsRefundedAll, releaseStock } from './order-actions.ts';
import { orderRepository } from './order.repository.ts';
import type { CouponsPort } from './ports.ts';

export type AfterSaleService = ReturnType<typeof createAfterSaleService>;

/** The after-sale port (docs/buying-design.md): what refunds and groups need from orders, in their transaction. */
export function createAfterSaleService(deps: { clock: Clock; coupons: CouponsPort }) {
  const { clock, coupons } = deps;
  return {
    /** The items of the given orders (a refund shows its item and counts its order's items). */
    itemsOfOrders: (db: Db, orderIds: number[]) => orderRepository.items(db, orderIds),

    /** The member's own order and one of its items; anything else is `order_not_found`. */
    async itemForRefund(trx: Db, userId: number, orderId: number, itemId: number) {
      const order = await orderRepository.findOwn(trx, userId, orderId);
      const [item] = order
        ? await trx
            .select()
            .from(orderItems)
            .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
            .limit(1)
        : [];
      if (!order || !item) throw new AppError('order_not_found');
      return { order, item };
    },

    /** Keeps an item's refund id and status in step with its request. */
    async setItemRefund(
      trx: Db,
      itemId: number,
      refundId: number,
      refundStatus: number,
    ): Promise<void> {
      await trx.update(orderItems).set({ refundId, refundStatus }).where(eq(orderItems.id, itemId));
    },

    /**
     * A refund completed: credits the buyer from escrow once per refund id, raises `refunded_minor`
     * (never above the price), marks the item refunded, and closes the order (7) once every item is refunded in full (refunded = price).
     */
    async completeRefund(
      trx: Db,
      input: {
        refundId: number;
        orderId: number;
        itemId: number;
        userId: number;
        amountMinor: bigint;
      },
    ): Promise<{ closed: boolean; replayed: boolean }> {
      const posted = await credit(trx, {
        userId: input.userId,
        from: 'order_escrow',
        amountMinor: input.amountMinor,
        reason: 'refund',
        reference: `order:${input.orderId}`,
        idempotencyKey: `refund:${input.refundId}`,
      });
      if (posted.replayed) return { closed: false, replayed: true };
      const now = clock.now();
      const raised = await trx
        .update(orders)
        .set({
          refundedMinor: sql`${orders.refundedMinor} + ${input.amountMinor.toString()}::bigint`,
          updatedAt: now,
        })
        .where(
          and(
            eq(orders.id, input.orderId),
            eq(orders.userId, input.userId),
            sql`${orders.refundedMinor} + ${input.amountMinor.toString()}::bigint <= ${orders.priceMinor}`,
          ),
        )
        .returning({ id: orders.id });
      if (raised.length === 0) throw new AppError('refund_amount_exceeded');
      await trx
        .update(orderItems)
        .set({ refundId: input.refundId, refundStatus: 3 })
        .where(and(eq(orderItems.id, input.itemId), eq(orderItems.orderId, input.orderId)));
      const closed = await orderRepository.transition(
        trx,
        input.orderId,
        [2, 3, 4],
        { state: 7, closedAt: now, updatedAt: now },
        and(itemsRefundedAll(input.orderId), sql`${orders.refundedMinor} >= ${orders.priceMinor}`),
      );
      return { closed: closed !== null, replayed: false };
    },

    /** A failed group: the member's order closes (7), stock back, coupon restored, and what was paid returns from escrow once. */
    async closeAndRefund(
      trx: Db,
      orderId: number,
      _reason: string,
    ): Promise<{ refundedMinor: bigint } | null> {
      const now = clock.now();
      const closed = await orderRepository.transition(trx, orderId, [1, 2], {
        state: 7,
        closedAt: now,
        updatedAt: now,
        groupPending: false,
      });
      if (!closed) return null;
      await releaseStock(trx, orderId);
      if (closed.couponReceiptId) await coupons.restore(trx, orderId);
      const owed = closed.paidAt ? closed.priceMinor - closed.refundedMinor : 0n;
      if (owed > 0n) {
        await credit(trx, {
          userId: closed.userId,
          from: 'order_escrow',
          amountMinor: owed,
          reason: 'group_refund',
          reference: `order:${orderId}`,
          idempotencyKey: `group-refund:${orderId}`,
        });
        await trx
          .update(orders)
          .set({ refundedMinor: closed.priceMinor })
          .where(eq(orders.id, orderId));
      }
      return { refundedMinor: owed };
    },
  };
}
