import { merchantLiveRoutes } from '@cloudmall/contract/find';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { LiveConsoleService } from '../live-console.service.ts';

/** The merchant console's live rooms: one line per route, the caller's shop only. */
export const registerMerchantLiveRoutes: RouteFile<LiveConsoleService> = (app, bind, desk) => {
  bind(app, merchantLiveRoutes.list, ({ auth, input }) => desk.list(auth.userId, input));
  bind(app, merchantLiveRoutes.create, ({ auth, input }) => desk.create(auth.userId, input));
  bind(app, merchantLiveRoutes.detail, ({ auth, input }) => desk.detail(auth.userId, input.id));
  bind(app, merchantLiveRoutes.goods, ({ auth, input }) =>
    desk.changeGoods(auth.userId, input.id, input.goods_ids),
  );
  bind(app, merchantLiveRoutes.end, ({ auth, input }) => desk.end(auth.userId, input.id));
};
