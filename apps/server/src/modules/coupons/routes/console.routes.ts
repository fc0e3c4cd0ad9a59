import { merchantCouponRoutes } from '@cloudmall/contract/orders';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { ShopCouponsService } from '../shop-coupons.service.ts';

/** The merchant console's coupons: one line per route, the caller's shop only. */
export const registerMerchantCouponRoutes: RouteFile<ShopCouponsService> = (app, bind, desk) => {
  bind(app, merchantCouponRoutes.list, ({ auth, input }) => desk.list(auth.userId, input));
  bind(app, merchantCouponRoutes.create, ({ auth, input }) => desk.create(auth.userId, input));
  bind(app, merchantCouponRoutes.edit, ({ auth, input }) => desk.edit(auth.userId, input));
  bind(app, merchantCouponRoutes.end, ({ auth, input }) =>
    desk.end(auth.userId, input.id, input.reason),
  );
};
