import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type OrderRecord, orderRepository } from './order.repository.ts';
import type { CouponsPort, OrdersCatalogPort } from './ports.ts';

export { andAll, itemsRefundedAll, ownedBy, stateFilter, visible } from './order.repository.ts';

/** Closes an unpaid order (cancel or auto-close) in the caller's transaction: 1 → 7, stock back, coupon restored; null if it was not unpaid. */
export async function closeUnpaid(
  trx: Db,
  ports: { coupons: CouponsPort; catalog: OrdersCatalogPort },
  orderId: number,
  now: Date,
  extra?: SQL,
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
  await releaseStock(trx, ports.catalog, orderId);
  if (closed.couponReceiptId) await ports.coupons.restore(trx, orderId);
  return closed;
}

/** The order's quantities go back to the catalog's stock. */
export async function releaseStock(
  trx: Db,
  catalog: OrdersCatalogPort,
  orderId: number,
): Promise<void> {
  await catalog.releaseStock(trx, stockLines(await orderRepository.items(trx, [orderId])));
}

/** Order items as the catalog's stock lines. */
export const stockLines = (items: { skuId: number; goodsId: number; number: number }[]) =>
  items.map((item) => ({ skuId: item.skuId, goodsId: item.goodsId, number: item.number }));

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
  extra?: SQL,
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
