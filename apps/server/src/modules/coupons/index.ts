import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { createCouponCheckoutPort } from './checkout-port.ts';
import { createCouponJobs } from './coupon-jobs.ts';
import { createCouponsService } from './coupons.service.ts';
import type { CouponMembers, CouponsCatalogPort, CouponShops } from './ports.ts';
import { registerCouponRoutes } from './routes/app.routes.ts';
import { registerMerchantCouponRoutes } from './routes/console.routes.ts';
import { createShopCouponsService } from './shop-coupons.service.ts';

/**
 * Coupons: lists and claims (protocol §2.11), my coupons, and `checkout`, the port the orders
 * module uses inside its checkout transaction (`usableFor`, `quote`, `consume`, `restore`).
 * Wiring in app.ts: `const coupons = createCouponsModule({ db, clock, catalog, members })`, then
 * give `coupons.checkout` (a `CouponCheckoutPort`) to the orders module.
 */
export function createCouponsModule(deps: {
  db: Db;
  clock: Clock;
  /** Shop names and the goods a coupon applies to (`catalog.buying`). */
  catalog: CouponsCatalogPort;
  /** Member levels (identity's `memberLevelOf`). */
  members: CouponMembers;
  /** The shop a member owns (catalog), for the merchant console. */
  shops: CouponShops;
}) {
  const service = createCouponsService(deps);
  const jobs = createCouponJobs(deps);
  const module = defineModule({
    name: 'coupons',
    service,
    checkout: createCouponCheckoutPort(deps.db, deps.members),
    /** The merchant console: a shop's own coupons (list, create, edit, end; audited). */
    desk: createShopCouponsService(deps),
    jobs,
    unusedCount: service.unusedCount,
    routes: (app: FastifyInstance, bind: BindRoute): void => {
      registerCouponRoutes(app, bind, service);
      registerMerchantCouponRoutes(app, bind, module.desk);
    },
    /** Expired coupons stop being usable. */
    schedule: [{ name: 'coupons.expire', everyMs: 30_000, run: () => jobs.runDue() }],
  });
  return module;
}

export type CouponsModule = ReturnType<typeof createCouponsModule>;
export type {
  CouponBasket,
  CouponCheckoutPort,
  CouponQuote,
  UsableReceipt,
} from './checkout-port.ts';
export { createCouponCheckoutPort } from './checkout-port.ts';
export { couponDiscount, inRange, kindOf } from './coupon-rules.ts';
export type { CouponMembers, CouponsCatalogPort, CouponShops } from './ports.ts';
