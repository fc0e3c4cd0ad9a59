import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { createCouponCheckoutPort } from './checkout-port.ts';
import { createCouponJobs } from './coupon-jobs.ts';
import { couponsRepository } from './coupons.repository.ts';
import { createCouponsService } from './coupons.service.ts';

/**
 * Coupons: lists and claims (protocol §2.11), my coupons, and `checkout`, the port the orders
 * module uses inside its checkout transaction (`usableFor`, `quote`, `consume`, `restore`).
 * Wiring in app.ts: `const coupons = createCouponsModule({ db, clock })`, then give
 * `coupons.checkout` (a `CouponCheckoutPort`) to the orders module.
 */
export function createCouponsModule(deps: { db: Db; clock: Clock }) {
  const service = createCouponsService(deps);
  return {
    service,
    checkout: createCouponCheckoutPort(deps.db),
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
export { couponsRepository };
export { registerCouponRoutes } from './routes/app.routes.ts';

/** Unused coupons of a member, for statistics (`dynamic.coupon`). */
export const unusedCount = (db: Db, userId: number): Promise<number> =>
  couponsRepository.unusedCount(db, userId);
