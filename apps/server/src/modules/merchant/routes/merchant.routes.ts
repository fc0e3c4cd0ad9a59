import { merchantDeskRoutes } from '@cloudmall/contract/merchant';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { MerchantDeskService } from '../merchant.service.ts';

/** The merchant console's desk (the caller's own shop): one line per route. */
export const registerMerchantDeskRoutes: RouteFile<MerchantDeskService> = (app, bind, desk) => {
  bind(app, merchantDeskRoutes.dashboard, ({ auth }) => desk.dashboard(auth.userId));
  bind(app, merchantDeskRoutes.badges, ({ auth }) => desk.badges(auth.userId));
};
