import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { createCouponCheckoutPort } from './checkout-port.ts';
import { createCouponJobs } from './coupon-jobs.ts';
import { createCouponsService } from './coupons.service.ts';
import type { CouponMembers, CouponsCatalogPort } from './ports.ts';

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
}) {
  const service = createCouponsService(deps);
  return {
    service,
    checkout: createCouponCheckoutPort(deps.db, deps.members),
    jobs: createCouponJobs(deps),
    unusedCount: service.unusedCount,
  };
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
export type { CouponMembers, CouponsCatalogPort } from './ports.ts';
export { registerCouponRoutes } from './routes/app.routes.ts';
