import type { z } from 'zod';
import type { OrderListQuerySchema } from '@cloudmall/contract/orders';
import { formatMinor } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { postalAddressOf } from '../../platform/postal-address.ts';
import { protocolOrderConfig } from '../../platform/order-config.ts';
import { inTransaction } from '../../db/transaction.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { closeUnpaid, explainMiss } from './order-actions.ts';
import { toLogistics, toOrderInfo, toOrderRow } from './order.mapper.ts';
import { orderReadsRepository } from './order-reads.repository.ts';
import {
  addressUnchanged,
  andAll,
  type OrderRecord,
  orderRepository,
  ofShop,
  ownedBy,
  stateFilter,
  visible,
} from './order.repository.ts';
import type { OrdersCatalogPort, OrdersDeps } from './ports.ts';

import type { Tell } from './order-notices.ts';
import {
  type OrderEvents,
  prepareReceived,
  runAfterCommit,
  runReceived,
} from './payment.service.ts';

/** Rows with their items and shop names, in the page order. */
export async function withItems(db: Db, catalog: OrdersCatalogPort, rows: OrderRecord[]) {
  const items = await orderRepository.items(
    db,
    rows.map((row) => row.id),
  );
  const names = await catalog.shopNames(
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

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService(
  deps: Pick<
    OrdersDeps,
    'db' | 'clock' | 'coupons' | 'catalog' | 'addressOf' | 'log' | 'settings'
  > & {
    tell: Tell;
    events: OrderEvents;
  },
) {
  const { db, clock, coupons, catalog, tell } = deps;

  async function own(userId: number, id: number): Promise<OrderRecord> {
    const order = await orderRepository.findOwn(db, userId, id);
    if (!order) throw new AppError('order_not_found');
    return order;
  }

  return {
    /** The member's visible orders by state or tab, most recently updated first. */
    async list(userId: number, query: z.output<typeof OrderListQuerySchema>) {
      const where = andAll(ownedBy(userId), visible(), stateFilter(query.state))!;
      const { rows, total } = await orderRepository.page(
        db,
        where,
        query.list_rows,
        offsetOf(query),
      );
      return toPage(await withItems(db, catalog, rows), total, query);
    },

    /** One own order in full, with the timing rules it counts down with; another member's id is simply not found. */
    async info(userId: number, id: number) {
      const order = await own(userId, id);
      const items = await orderRepository.items(db, [id]);
      const names = await catalog.shopNames(db, [order.shopId]);
      const config = protocolOrderConfig(
        await deps.settings.get('orders.timing'),
        await deps.settings.get('orders.aftersale'),
      );
      return toOrderInfo(order, items, names.get(order.shopId) ?? '', config);
    },

    /** The tracking timeline of an own order, with its carrier and goods pictures. */
    async logistics(userId: number, id: number) {
      const order = await own(userId, id);
      return toLogistics(order, await orderRepository.items(db, [id]));
    },

    /** Cancels an own unpaid order: 1 → 7, stock released, coupon restored. */
    async cancel(userId: number, id: number) {
      const closed = await inTransaction(db, (trx) =>
        closeUnpaid(trx, { coupons, catalog }, id, clock.now(), ownedBy(userId)),
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
      const address = await deps.addressOf(db, userId, addressId);
      if (!address) throw new AppError('address_not_found');
      if (order.addressChanged) throw new AppError('order_address_changed');
      const snapshot = postalAddressOf(address);
      const changed = await orderRepository.transition(
        db,
        id,
        'editAddress',
        { address: snapshot, addressChanged: true, updatedAt: clock.now() },
        andAll(ownedBy(userId), addressUnchanged()),
      );
      if (!changed) {
        const now = await own(userId, id);
        throw new AppError(now.addressChanged ? 'order_address_changed' : 'order_state_invalid');
      }
      tell(userId, 'addressChanged', changed);
      return true as const;
    },

    /** Confirms receipt of a shipped own order: 3 → 4; the completion hooks (commissions) run in its transaction. */
    async confirm(userId: number, id: number) {
      const hooks = await prepareReceived(deps.events);
      const done = await inTransaction(db, async (trx) => {
        const now = clock.now();
        const received = await orderRepository.transition(
          trx,
          id,
          'confirm',
          { receivedAt: now, updatedAt: now },
          ownedBy(userId),
        );
        return received && { received, after: await runReceived(trx, hooks, received) };
      });
      if (!done) return explainMiss(db, userId, id);
      tell(userId, 'confirm', done.received);
      await runAfterCommit(done.after, deps.log);
      return true as const;
    },

    /** Distinct goods the member paid for, most recent first. */
    async buyList(userId: number, query: { page: number; list_rows: number }) {
      const { goodsIds, total } = await orderReadsRepository.pageBoughtGoods(
        db,
        userId,
        offsetOf(query),
        query.list_rows,
      );
      const goods = await catalog.goodsBriefs(db, goodsIds);
      const rows = goodsIds.flatMap((id) => {
        const brief = goods.get(id);
        return brief ? [brief] : [];
      });
      return toPage(
        rows.map((row) => ({
          id: row.id,
          image: row.image,
          title: row.title,
          price: formatMinor(row.priceMinor),
        })),
        total,
        query,
      );
    },

    /** The member's visible orders in one shop (newest 50), to send in chat. */
    async toShop(userId: number, shopId: number) {
      const { rows } = await orderRepository.page(
        db,
        andAll(ownedBy(userId), ofShop(shopId), visible())!,
        50,
        0,
      );
      return (await withItems(db, catalog, rows)).map((row) => ({
        id: row.id,
        shop_id: row.shop_id,
        order_no: row.order_no,
        state: row.state,
        goods: row.goods,
      }));
    },
  };
}
