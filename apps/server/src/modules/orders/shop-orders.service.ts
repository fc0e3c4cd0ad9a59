import { canRunOrderAction } from '@cloudmall/contract/orders';
import { callerShopIdOf } from '../../platform/caller-shop.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { toAddress } from './order.mapper.ts';
import type { OrderRecord } from './order-records.ts';
import { shopFiguresRepository, shopOrderFilter } from './shop-figures.repository.ts';
import {
  andAll,
  notGroupPending,
  ofShop,
  orderRepository,
  stateFilter,
} from './order.repository.ts';
import { withItems } from './orders.service.ts';
import type { OrdersDeps } from './ports.ts';

import type { Tell } from './order-notices.ts';

export type ShopOrdersService = ReturnType<typeof createShopOrdersService>;

/** The merchant's order desk: only the caller's shop, another shop's ids are not found. */
export function createShopOrdersService(
  deps: Pick<OrdersDeps, 'db' | 'clock' | 'catalog' | 'shopOfUser'> & { tell: Tell },
) {
  const { db, clock, catalog, tell } = deps;

  const shopOf = callerShopIdOf(deps, 'not_shop_owner');

  async function shopRows(rows: OrderRecord[]) {
    const shaped = await withItems(db, catalog, rows);
    return shaped.map((row, index) => {
      const order = rows[index]!;
      return {
        ...row,
        remarks: order.remarks,
        address: toAddress(order),
        express_name: order.expressName,
        express_no: order.expressNo,
        buyer: { id: order.userId },
      };
    });
  }

  return {
    /** The caller's shop orders by state (0 all), order number and creation days; most recently updated first. */
    async list(
      userId: number,
      query: {
        state: number;
        page: number;
        list_rows: number;
        order_no?: string;
        date_from?: string;
        date_to?: string;
      },
    ) {
      const shopId = await shopOf(userId);
      const { rows, total } = await orderRepository.page(
        db,
        andAll(ofShop(shopId), stateFilter(query.state), shopOrderFilter(query))!,
        query.list_rows,
        offsetOf(query),
      );
      return toPage(await shopRows(rows), total, query);
    },

    /** One order of the caller's shop with its items and delivery address (the packing list). */
    async detail(userId: number, id: number) {
      const shopId = await shopOf(userId);
      const order = await orderRepository.find(db, id);
      if (!order || order.shopId !== shopId) throw new AppError('not_found');
      return (await shopRows([order]))[0]!;
    },

    /** The shop's order figures: paid since a time, to ship, and what escrow holds for it. */
    async figures(shopId: number, since: Date) {
      const [today, toShip, pendingMinor] = await Promise.all([
        shopFiguresRepository.paidSince(db, shopId, since),
        shopFiguresRepository.toShip(db, shopId),
        shopFiguresRepository.unsettledMinor(db, shopId),
      ]);
      return { today, toShip, pendingMinor };
    },

    /** Ships a paid order of the caller's shop (2 → 3) with a logistics entry; a group order still waiting for its team is refused. */
    async ship(userId: number, input: { id: number; express_name: string; express_no: string }) {
      const shopId = await shopOf(userId);
      const order = await orderRepository.find(db, input.id);
      if (!order || order.shopId !== shopId) throw new AppError('not_found');
      if (!canRunOrderAction('ship', order.state) || order.groupPending)
        throw new AppError('order_state_invalid');
      const now = clock.now();
      const entry = {
        context: `Shipped by ${input.express_name}, tracking number ${input.express_no}`,
        status: 'shipped',
        time: now.toISOString(),
      };
      const shipped = await inTransaction(db, async (trx) => {
        const moved = await orderRepository.transition(
          trx,
          order.id,
          'ship',
          {
            expressName: input.express_name,
            expressNo: input.express_no,
            shippedAt: now,
            updatedAt: now,
            logistics: [entry, ...order.logistics],
          },
          andAll(ofShop(shopId), notGroupPending()),
        );
        if (moved)
          await recordAudit(trx, {
            actorUserId: userId,
            action: 'order.ship',
            targetType: 'order',
            targetId: order.id,
            before: { state: order.state },
            after: {
              state: moved.state,
              express_name: input.express_name,
              express_no: input.express_no,
            },
            detail: { shop_id: shopId },
          });
        return moved;
      });
      if (!shipped) throw new AppError('order_state_invalid');
      tell(shipped.userId, 'ship', shipped, {
        carrier: input.express_name,
        trackingNo: input.express_no,
      });
      return true as const;
    },
  };
}
