import { groupRoutes } from '@cloudmall/contract/orders';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { GroupOrderService } from '../group-order.service.ts';
import type { GroupsQueryService } from '../groups-query.service.ts';

/** Group-buying routes: one line per route. */
export const registerGroupsRoutes: RouteFile<{
  queries: GroupsQueryService;
  orders: GroupOrderService;
}> = (app, bind, { queries, orders }) => {
  bind(app, groupRoutes.goodsList, ({ input }) => queries.list(input));
  bind(app, groupRoutes.goods, ({ input, auth }) => queries.goods(input.id, auth?.userId ?? null));
  bind(app, groupRoutes.team, ({ input, auth }) => queries.team(input, auth?.userId ?? null));
  bind(app, groupRoutes.preview, ({ input, auth }) => orders.preview(auth.userId, input));
  bind(app, groupRoutes.addOrder, ({ input, auth }) => orders.addOrder(auth.userId, input));
  bind(app, groupRoutes.orders, ({ input, auth }) => orders.myOrders(auth.userId, input));
};
