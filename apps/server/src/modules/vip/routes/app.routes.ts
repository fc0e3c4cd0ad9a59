import { vipConsoleRoutes, vipRoutes } from '@cloudmall/contract/vip';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { VipAdminService } from '../vip-admin.service.ts';
import type { VipService } from '../vip.service.ts';

/** VIP routes: one line per route. */
export const registerVipRoutes: RouteFile<{ vip: VipService; admin: VipAdminService }> = (
  app,
  bind,
  { vip, admin },
) => {
  bind(app, vipRoutes.status, ({ auth, language }) => vip.status(auth.userId, language));
  bind(app, vipRoutes.buy, ({ auth, input, language }) => vip.buy(auth.userId, input, language));
  bind(app, vipConsoleRoutes.levels, () => admin.levels());
  bind(app, vipConsoleRoutes.save, ({ auth, input }) => admin.save(auth.userId, input));
};
