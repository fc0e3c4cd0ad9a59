import { couponRoutes } from '@cloudmall/contract/orders';
import type { FastifyInstance } from 'fastify';
import type { BindRoute } from '../../../platform/http/bind-route.ts';
import type { CouponsService } from '../coupons.service.ts';

/** Coupon routes (protocol §2.11): one line per route. */
export function registerCouponRoutes(
  app: FastifyInstance,
  bind: BindRoute,
  coupons: { service: CouponsService },
): void {
  const { service } = coupons;
  bind(app, couponRoutes.list, ({ auth, input }) => service.list(input, auth?.userId ?? null));
  bind(app, couponRoutes.details, ({ auth, input }) =>
    service.details(input.id, auth?.userId ?? null),
  );
  bind(app, couponRoutes.query, ({ auth, input }) => service.query(input, auth?.userId ?? null));
  bind(app, couponRoutes.receive, ({ auth, input }) => service.receive(auth.userId, input.id));
  bind(app, couponRoutes.myList, ({ auth, input }) => service.myList(auth.userId, input));
  bind(app, couponRoutes.apply, ({ auth, input }) => service.apply(auth.userId, input));
}
