import { merchantRefundRoutes } from '@cloudmall/contract/merchant';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { RefundDeskService } from '../refund-desk.service.ts';

/** The merchant console's refund desk (the caller's own shop): one line per route. */
export const registerMerchantRefundRoutes: RouteFile<RefundDeskService> = (app, bind, desk) => {
  bind(app, merchantRefundRoutes.refundList, ({ auth, input }) =>
    desk.shopList(auth.userId, input),
  );
  bind(app, merchantRefundRoutes.refundAgree, ({ auth, input }) =>
    desk.shopAgree(auth.userId, input.id),
  );
  bind(app, merchantRefundRoutes.refundRefuse, ({ auth, input }) =>
    desk.shopRefuse(auth.userId, input.id, input.refuse_content),
  );
  bind(app, merchantRefundRoutes.refundReceive, ({ auth, input }) =>
    desk.shopReceive(auth.userId, input.id),
  );
};
