import { refundConsoleRoutes, refundRoutes, shopRefundRoutes } from '@cloudmall/contract/orders';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { RefundDeskService } from '../refund-desk.service.ts';
import type { RefundsService } from '../refunds.service.ts';

/** The buyer's refund routes (protocol §2.10): one line per route. */
export const registerRefundRoutes: RouteFile<RefundsService> = (app, bind, requests) => {
  bind(app, refundRoutes.refundList, ({ auth, input }) => requests.list(auth.userId, input));
  bind(app, refundRoutes.applyInfo, ({ auth, input }) =>
    requests.applyInfo(auth.userId, input.order_id, input.goods_id),
  );
  bind(app, refundRoutes.addApply, ({ auth, input }) => requests.apply(auth.userId, input));
  bind(app, refundRoutes.editRefund, ({ auth, input }) => requests.edit(auth.userId, input));
  bind(app, refundRoutes.getRefundInfo, ({ auth, input }) => requests.info(auth.userId, input.id));
  bind(app, refundRoutes.getRefundLog, ({ auth, input }) => requests.logs(auth.userId, input.id));
  bind(app, refundRoutes.toExpress, ({ auth, input }) => requests.ship(auth.userId, input));
  bind(app, refundRoutes.closeRefund, ({ auth, input }) => requests.close(auth.userId, input.id));
  bind(app, refundRoutes.arbitrationRefund, ({ auth, input }) =>
    requests.arbitrate(auth.userId, input.id),
  );
};

/** The merchant's refund desk: the caller's shop only. */
export const registerShopRefundRoutes: RouteFile<RefundDeskService> = (app, bind, desk) => {
  bind(app, shopRefundRoutes.list, ({ auth, input }) => desk.shopList(auth.userId, input));
  bind(app, shopRefundRoutes.agree, ({ auth, input }) => desk.shopAgree(auth.userId, input.id));
  bind(app, shopRefundRoutes.refuse, ({ auth, input }) =>
    desk.shopRefuse(auth.userId, input.id, input.refuse_content),
  );
  bind(app, shopRefundRoutes.receive, ({ auth, input }) => desk.shopReceive(auth.userId, input.id));
};

/** Platform arbitration (admins, audited). */
export const registerRefundConsoleRoutes: RouteFile<RefundDeskService> = (app, bind, desk) => {
  bind(app, refundConsoleRoutes.list, ({ input }) => desk.consoleList(input));
  bind(app, refundConsoleRoutes.agree, ({ auth, input }) =>
    desk.platformAgree(auth.userId, input.id),
  );
  bind(app, refundConsoleRoutes.refuse, ({ auth, input }) =>
    desk.platformRefuse(auth.userId, input.id, input.refuse_content),
  );
};
