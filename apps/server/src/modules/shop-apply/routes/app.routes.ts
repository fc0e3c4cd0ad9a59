import { shopApplyConsoleRoutes, shopApplyRoutes } from '@cloudmall/contract/merchant';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { ShopApplyDeskService } from '../shop-apply-desk.service.ts';
import type { ShopApplyService } from '../shop-apply.service.ts';

/** The member's shop application and the admin's applications desk: one line per route. */
export const registerShopApplyRoutes: RouteFile<{
  apply: ShopApplyService;
  desk: ShopApplyDeskService;
}> = (app, bind, { apply, desk }) => {
  bind(app, shopApplyRoutes.mine, ({ auth }) => apply.mine(auth.userId));
  bind(app, shopApplyRoutes.details, ({ auth, input }) => apply.details(auth.userId, input.id));
  bind(app, shopApplyRoutes.save, ({ auth, input }) => apply.save(auth.userId, input));
  bind(app, shopApplyConsoleRoutes.list, ({ input }) => desk.list(input));
  bind(app, shopApplyConsoleRoutes.approve, ({ auth, input }) => desk.approve(auth.userId, input));
  bind(app, shopApplyConsoleRoutes.refuse, ({ auth, input }) => desk.refuse(auth.userId, input));
};
