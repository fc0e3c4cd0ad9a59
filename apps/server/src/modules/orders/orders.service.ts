import type { z } from 'zod';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderListQuerySchema } from '@cloudmall/contract/orders';
import { formatMinor } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import { goods, orderItems, orders } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { addressOf } from '../cart/index.ts';
import { closeUnpaid, explainMiss, ownedBy } from './order-actions.ts';
import { toLogistics, toOrderInfo, toOrderRow } from './order.mapper.ts';
import { type OrderRecord, orderRepository } from './order.repository.ts';
import { TAB_STATES } from './order-states.ts';
import type { CouponsPort } from './ports.ts';

type Tell = (userId: number, action: string, order: OrderRecord, content?: string) => void;

/** Rows with their items and shop names, in the page order. */
export async function withItems(db: Db, rows: OrderRecord[]) {
  const items = await orderRepository.items(
    db,
    rows.map((row) => row.id),
  );
  const names = await orderRepository.shopNames(
    db,
    rows.map((row) => row.shopId),
  );
  return rows.map((row) =>
    toOrderRow(
      row,
      items.filter((item) => item.orderId === row.id),
      names.get(row.shopId) ?? '',
    ),
  );
}

/** The list filter of a tab: `customer` is orders with an item whose request is still running (applied, awaiting return, refused). */
export function stateFilter(state: number | string) {
  if (state === 'customer')
    return sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.refundStatus} in (1, 2, 5))`;
  const states = typeof state === 'number' ? (state === 0 ? null : [state]) : TAB_STATES[state];
  return states ? inArray(orders.state, [...states]) : undefined;
}

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService(deps: {
  db: Db;
  clock: Clock;
  coupons: CouponsPort;
  tell: Tell;
}) {
  const { db, clock, coupons, tell } = deps;

  async function own(userId: number, id: number): Promise<OrderRecord> {
    const order = await orderRepository.findOwn(db, userId, id);
    if (!order) throw new AppError('order_not_found');
    return order;
  }

  return {
    /** The member's visible orders by state or tab, most recently updated first. */
    async list(userId: number, query: z.output<typeof OrderListQuerySchema>) {
      const where = and(ownedBy(userId), eq(orders.status, 'normal'), stateFilter(query.state))!;
      const { rows, total } = await orderRepository.page(
        db,
        where,
        query.list_rows,
        offsetOf(query),
      );
      return toPage(await withItems(db, rows), total, query);
    },

    /** One own order in full; another member's id is simply not found. */
    async info(userId: number, id: number) {
      const order = await own(userId, id);
      const items = await orderRepository.items(db, [id]);
      const names = await orderRepository.shopNames(db, [order.shopId]);
      return toOrderInfo(order, items, names.get(order.shopId) ?? '');
    },

    /** The tracking timeline of an own order. */
    logistics: async (userId: number, id: number) => toLogistics(await own(userId, id)),

    /** Cancels an own unpaid order: 1 → 7, stock released, coupon restored. */
    async cancel(userId: number, id: number) {
      const closed = await inTransaction(db, (trx) =>
        closeUnpaid(trx, coupons, id, clock.now(), ownedBy(userId)),
      );
      if (!closed) return explainMiss(db, userId, id);
      tell(userId, 'cancel', closed);
      return true as const;
    },

    /** Hides a completed or closed own order. */
    async remove(userId: number, id: number) {
      const hidden = await orderRepository.transition(db, id, 'delete', {}, ownedBy(userId));
      if (!hidden) return explainMiss(db, userId, id);
      return true as const;
    },

    /** Changes the delivery address once while the order is not received (state ≤ 3). */
    async editAddress(userId: number, id: number, addressId: number) {
      const order = await own(userId, id);
      const address = await addressOf(db, userId, addressId);
      if (!address) throw new AppError('address_not_found');
      if (order.addressChanged) throw new AppError('order_address_changed');
      const snapshot = {
        name: address.name,
        mobile: address.mobile,
        province: address.province,
        city: address.city,
        district: address.district,
        address: address.address,
      };
      const changed = await orderRepository.transition(
        db,
        id,
        'editAddress',
        { address: snapshot, addressChanged: true, updatedAt: clock.now() },
        and(ownedBy(userId), eq(orders.addressChanged, false)),
      );
      if (!changed) {
        const now = await own(userId, id);
        throw new AppError(now.addressChanged ? 'order_address_changed' : 'order_state_invalid');
      }
      tell(userId, 'addressChanged', changed);
      return true as const;
    },

    /** Confirms receipt of a shipped own order: 3 → 4. */
    async confirm(userId: number, id: number) {
      const now = clock.now();
      const received = await orderRepository.transition(
        db,
        id,
        'confirm',
        { receivedAt: now, updatedAt: now },
        ownedBy(userId),
      );
      if (!received) return explainMiss(db, userId, id);
      tell(userId, 'confirm', received);
      return true as const;
    },

    /** Distinct goods the member paid for, most recent first. */
    async buyList(userId: number, query: { page: number; list_rows: number }) {
      const bought = db
        .select({
          goodsId: orderItems.goodsId,
          last: sql<number>`max(${orderItems.id})`.as('last'),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(ownedBy(userId), inArray(orders.state, [2, 3, 4, 6])))
        .groupBy(orderItems.goodsId)
        .as('bought');
      const rows = await db
        .select({
          id: goods.id,
          image: goods.image,
          title: goods.title,
          priceMinor: goods.priceMinor,
        })
        .from(bought)
        .innerJoin(goods, eq(goods.id, bought.goodsId))
        .orderBy(desc(bought.last))
        .limit(query.list_rows)
        .offset(offsetOf(query));
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bought);
      return toPage(
        rows.map((row) => ({
          id: row.id,
          image: row.image,
          title: row.title,
          price: formatMinor(BigInt(row.priceMinor)),
        })),
        count?.n ?? 0,
        query,
      );
    },

    /** The member's visible orders in one shop (newest 50), to send in chat. */
    async toShop(userId: number, shopId: number) {
      const { rows } = await orderRepository.page(
        db,
        and(ownedBy(userId), eq(orders.shopId, shopId), eq(orders.status, 'normal'))!,
        50,
        0,
      );
      return (await withItems(db, rows)).map((row) => ({
        id: row.id,
        shop_id: row.shop_id,
        order_no: row.order_no,
        state: row.state,
        goods: row.goods,
      }));
    },
  };
}
