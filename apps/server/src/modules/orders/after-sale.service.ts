import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RefundCompletion } from '../refunds/index.ts';
import { credit } from '../wallet/index.ts';
import { releaseStock } from './order-actions.ts';
import { andAll, itemsRefundedAll, orderRepository } from './order.repository.ts';
import type { OrdersDeps } from './ports.ts';

export type AfterSaleService = ReturnType<typeof createAfterSaleService>;

/** The after-sale port (docs/buying-design.md): what refunds and groups need from orders, in their transaction. */
export function createAfterSaleService(deps: Pick<OrdersDeps, 'clock' | 'coupons' | 'catalog'>) {
  const { clock, coupons, catalog } = deps;
  return {
    /** The items of the given orders (a refund shows its item and counts its order's items). */
    itemsOfOrders: (db: Db, orderIds: number[]) => orderRepository.items(db, orderIds),

    /** The member's own order and one of its items; anything else is `order_not_found`. */
    async itemForRefund(trx: Db, userId: number, orderId: number, itemId: number) {
      const order = await orderRepository.findOwn(trx, userId, orderId);
      const item = order ? await orderRepository.findItem(trx, orderId, itemId) : null;
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
      await orderRepository.setItemRefund(trx, itemId, { refundId, refundStatus });
    },

    /**
     * A refund completed: credits the buyer from escrow once per refund id, raises `refunded_minor`
     * (never above the price), marks the item refunded, and closes the order (7) once every item is refunded in full (refunded = price).
     */
    async completeRefund(
      trx: Db,
      input: RefundCompletion,
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
      if (!(await orderRepository.raiseRefunded(trx, { ...input, now })))
        throw new AppError('refund_amount_exceeded');
      await orderRepository.setItemRefund(
        trx,
        input.itemId,
        { refundId: input.refundId, refundStatus: 3 },
        input.orderId,
      );
      const closed = await orderRepository.transition(
        trx,
        input.orderId,
        'refundAll',
        { closedAt: now, updatedAt: now },
        andAll(itemsRefundedAll(input.orderId), orderRepository.refundedInFull()),
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
      const closed = await orderRepository.transition(trx, orderId, 'groupFail', {
        closedAt: now,
        updatedAt: now,
        groupPending: false,
      });
      if (!closed) return null;
      await releaseStock(trx, catalog, orderId);
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
        await orderRepository.setRefunded(trx, orderId, closed.priceMinor);
      }
      return { refundedMinor: owed };
    },
  };
}
