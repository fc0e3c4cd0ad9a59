import { canRunOrderAction } from '@cloudmall/contract/orders';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { toAddress } from './order.mapper.ts';
import {
  andAll,
  notGroupPending,
  ofShop,
  orderRepository,
  stateFilter,
} from './order.repository.ts';
import { withItems } from './orders.service.ts';
import type { OrdersCatalogPort } from './ports.ts';

import type { Tell } from './order-notices.ts';

export type ShopOrdersService = ReturnType<typeof createShopOrdersService>;

/** The merchant's order desk: only the caller's shop, another shop's ids are not found. */
export function createShopOrdersService(deps: {
  db: Db;
  clock: Clock;
  catalog: OrdersCatalogPort;
  shopOfUser: (userId: number) => Promise<{ id: number } | null>;
  tell: Tell;
}) {
  const { db, clock, catalog, tell } = deps;

  async function shopOf(userId: number): Promise<number> {
    const shop = await deps.shopOfUser(userId);
    if (!shop) throw new AppError('not_shop_owner');
    return shop.id;
  }

  return {
    /** The caller's shop orders by state (0 all), most recently updated first. */
    async list(userId: number, query: { state: number; page: number; list_rows: number }) {
      const shopId = await shopOf(userId);
      const { rows, total } = await orderRepository.page(
        db,
        andAll(ofShop(shopId), stateFilter(query.state))!,
        query.list_rows,
        offsetOf(query),
      );
      const shaped = await withItems(db, catalog, rows);
      return toPage(
        shaped.map((row, index) => {
          const order = rows[index]!;
          return {
            ...row,
            remarks: order.remarks,
            address: toAddress(order),
            express_name: order.expressName,
            express_no: order.expressNo,
            buyer: { id: order.userId },
          };
        }),
        total,
        query,
      );
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
      const shipped = await orderRepository.transition(
        db,
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
      if (!shipped) throw new AppError('order_state_invalid');
      tell(shipped.userId, 'ship', shipped, {
        carrier: input.express_name,
        trackingNo: input.express_no,
      });
      return true as const;
    },
  };
}
