import { couponRoutes } from '@cloudmall/contract/orders';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { CouponsService } from '../coupons.service.ts';

/** Coupon routes (protocol §2.11): one line per route. */
export const registerCouponRoutes: RouteFile<CouponsService> = (app, bind, service) => {
  bind(app, couponRoutes.list, ({ auth, input, language }) =>
    service.list(input, auth?.userId ?? null, language),
  );
  bind(app, couponRoutes.details, ({ auth, input, language }) =>
    service.details(input.id, auth?.userId ?? null, language),
  );
  bind(app, couponRoutes.query, ({ auth, input, language }) =>
    service.query(input, auth?.userId ?? null, language),
  );
  bind(app, couponRoutes.receive, ({ auth, input }) => service.receive(auth.userId, input.id));
  bind(app, couponRoutes.myList, ({ auth, input, language }) =>
    service.myList(auth.userId, input, language),
  );
  bind(app, couponRoutes.apply, ({ auth, input, language }) =>
    service.apply(auth.userId, input, language),
  );
};
