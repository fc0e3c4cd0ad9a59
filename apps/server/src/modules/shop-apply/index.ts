import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import type { ShopApplyDeps } from './ports.ts';
import { registerShopApplyRoutes } from './routes/app.routes.ts';
import { createShopApplyDeskService } from './shop-apply-desk.service.ts';
import { createShopApplyService } from './shop-apply.service.ts';

/**
 * Merchant applications (protocol `/wanlshop/shop/apply`): a member's form, saved as a draft and
 * sent for review; an admin approves it (the shop opens, the member gets the merchant console role)
 * or refuses it with a reason.
 */
export function createShopApplyModule(deps: ShopApplyDeps) {
  const apply = createShopApplyService(deps);
  const desk = createShopApplyDeskService(deps);
  return defineModule({
    name: 'shop-apply',
    apply,
    desk,
    routes: (app: FastifyInstance, bind: BindRoute): void =>
      registerShopApplyRoutes(app, bind, { apply, desk }),
  });
}

export type ShopApplyModule = ReturnType<typeof createShopApplyModule>;
export type { ShopApplyDeps } from './ports.ts';
