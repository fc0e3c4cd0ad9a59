import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { stockRepository } from '../catalog/index.ts';
import { type OrderRecord, orderRepository } from './order.repository.ts';
import type { CouponsPort } from './ports.ts';

/** Closes an unpaid order (cancel or auto-close) in the caller's transaction: 1 → 7, stock back, coupon restored; null if it was not unpaid. */
export async function closeUnpaid(
  trx: Db,
  coupons: CouponsPort,
  orderId: number,
  now: Date,
  extra?: ReturnType<typeof eq>,
  action: 'cancel' | 'autoClose' = 'cancel',
): Promise<OrderRecord | null> {
  const closed = await orderRepository.transition(
    trx,
    orderId,
    action,
    { closedAt: now, updatedAt: now },
    extra,
  );
  if (!closed) return null;
  await releaseStock(trx, orderId);
  if (closed.couponReceiptId) await coupons.restore(trx, orderId);
  return closed;
}

export async function releaseStock(trx: Db, orderId: number): Promise<void> {
  const items = await orderRepository.items(trx, [orderId]);
  await stockRepository.release(
    trx,
    items.map((item) => ({ skuId: item.skuId, goodsId: item.goodsId, number: item.number })),
  );
}

/** Why a guarded transition of a member's order found nothing: not theirs (not found) or the wrong state. */
export async function explainMiss(db: Db, userId: number, orderId: number): Promise<never> {
  const order = await orderRepository.findOwn(db, userId, orderId);
  throw new AppError(order ? 'order_state_invalid' : 'order_not_found');
}

/** Marks every item of a received order reviewed-or-not and completes it: 4 → 6. */
export async function completeOrder(
  trx: Db,
  orderId: number,
  now: Date,
  extra?: ReturnType<typeof eq>,
  action: 'review' | 'autoReview' = 'review',
): Promise<OrderRecord | null> {
  return orderRepository.transition(
    trx,
    orderId,
    action,
    { completedAt: now, updatedAt: now },
    extra,
  );
}

export const ownedBy = (userId: number) => eq(orders.userId, userId);
export const visible = () => eq(orders.status, 'normal');
export const itemsRefundedAll = (orderId: number) =>
  sql<boolean>`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orderId} and ${orderItems.refundStatus} <> 3)`;
export const andAll = and;
