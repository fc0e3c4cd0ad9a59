import { merchantGroupRoutes } from '@cloudmall/contract/orders';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { ShopGroupsService } from '../shop-groups.service.ts';

/** The merchant console's group-buy activities and teams: one line per route, own shop only. */
export const registerMerchantGroupRoutes: RouteFile<ShopGroupsService> = (app, bind, desk) => {
  bind(app, merchantGroupRoutes.activities, ({ auth, input }) =>
    desk.activities(auth.userId, input),
  );
  bind(app, merchantGroupRoutes.create, ({ auth, input }) => desk.create(auth.userId, input));
  bind(app, merchantGroupRoutes.end, ({ auth, input }) =>
    desk.end(auth.userId, input.goods_id, input.reason),
  );
  bind(app, merchantGroupRoutes.teams, ({ auth, input }) => desk.teams(auth.userId, input));
};
