import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { createCouponCheckoutPort } from './checkout-port.ts';
import { createCouponJobs } from './coupon-jobs.ts';
import { couponsRepository } from './coupons.repository.ts';
import { createCouponsService } from './coupons.service.ts';
import { registerCouponRoutes } from './routes/app.routes.ts';

/**
 * Coupons: lists and claims (protocol §2.11), my coupons, and `checkout`, the port the orders
 * module uses inside its checkout transaction (`usableFor`, `quote`, `consume`, `restore`).
 * Wiring in app.ts: `const coupons = createCouponsModule({ db, clock })`, then give
 * `coupons.checkout` (a `CouponCheckoutPort`) to the orders module.
 */
export function createCouponsModule(deps: { db: Db; clock: Clock }) {
  const service = createCouponsService(deps);
  const jobs = createCouponJobs(deps);
  const module = defineModule({
    name: 'coupons',
    service,
    checkout: createCouponCheckoutPort(deps.db),
    jobs,
    unusedCount: service.unusedCount,
    routes: (app: FastifyInstance, bind: BindRoute): void =>
      registerCouponRoutes(app, bind, module),
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
export { couponsRepository };

/** Unused coupons of a member, for statistics (`dynamic.coupon`). */
export const unusedCount = (db: Db, userId: number): Promise<number> =>
  couponsRepository.unusedCount(db, userId);
