import { merchantOrderRoutes } from '@cloudmall/contract/merchant';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { ShopOrdersService } from '../shop-orders.service.ts';

/** The merchant console's orders (the caller's own shop): one line per route. */
export const registerMerchantOrderRoutes: RouteFile<ShopOrdersService> = (app, bind, shop) => {
  bind(app, merchantOrderRoutes.orderList, ({ auth, input }) => shop.list(auth.userId, input));
  bind(app, merchantOrderRoutes.orderDetail, ({ auth, input }) =>
    shop.detail(auth.userId, input.id),
  );
  bind(app, merchantOrderRoutes.orderShip, ({ auth, input }) => shop.ship(auth.userId, input));
};
