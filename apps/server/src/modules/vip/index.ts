import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import type { VipDeps } from './ports.ts';
import { registerVipRoutes } from './routes/app.routes.ts';
import { createVipAdminService } from './vip-admin.service.ts';
import { createVipService } from './vip.service.ts';

/**
 * VIP: levels an admin configures, a member's counted spend (paid orders, orders' `onPaid` event),
 * upgrades by spend or by a package bought from the balance (audited), and the level's checkout
 * discount (`discountOf`, read by orders through its member-discount port).
 */
export function createVipModule(deps: VipDeps) {
  const vip = createVipService(deps);
  const admin = createVipAdminService(deps);
  const module = defineModule({
    name: 'vip',
    vip,
    admin,
    /** Orders' `onPaid` hook: counts the order into the buyer's spend and upgrades. */
    onPaid: vip.onPaid,
    /** The member's VIP discount in basis points (checkout). */
    discountOf: vip.discountOf,
    routes: (app: FastifyInstance, bind: BindRoute): void => registerVipRoutes(app, bind, module),
  });
  return module;
}

export type VipModule = ReturnType<typeof createVipModule>;
export type { PaidOrder, VipDeps } from './ports.ts';
