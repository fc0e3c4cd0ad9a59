import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import type { RefundsDeps } from './ports.ts';
import { createRefundDeskService } from './refund-desk.service.ts';
import { createRefundFlow } from './refund-flow.ts';
import { createRefundJobs } from './refund-jobs.ts';
import { createRefundViews } from './refund-views.ts';
import { refundsRepository } from './refunds.repository.ts';
import { createRefundsService } from './refunds.service.ts';
import {
  registerRefundConsoleRoutes,
  registerRefundRoutes,
  registerShopRefundRoutes,
} from './routes/app.routes.ts';
import { registerMerchantRefundRoutes } from './routes/merchant.routes.ts';

/** After-sales: buyer requests, the merchant desk, platform arbitration and the refund jobs. */
export function createRefundsModule(deps: RefundsDeps) {
  const flow = createRefundFlow(deps);
  const views = createRefundViews(deps);
  const jobs = createRefundJobs({ ...deps, flow });
  const module = defineModule({
    name: 'refunds',
    requests: createRefundsService({ ...deps, flow, views }),
    desk: createRefundDeskService({ ...deps, flow, views }),
    jobs,
    routes: (app: FastifyInstance, bind: BindRoute): void => {
      registerRefundRoutes(app, bind, module.requests);
      registerShopRefundRoutes(app, bind, module.desk);
      registerRefundConsoleRoutes(app, bind, module.desk);
      registerMerchantRefundRoutes(app, bind, module.desk);
    },
    /** Untreated requests are agreed, unshipped returns closed, unreceived returns refunded. */
    schedule: [{ name: 'refunds.automations', everyMs: 30_000, run: () => jobs.runDue() }],
  });
  return module;
}

export type RefundsModule = ReturnType<typeof createRefundsModule>;

/** Open requests of a member (the `customer` order counter). */
export const openRefundCount = (db: Db, userId: number): Promise<number> =>
  refundsRepository.openCountOfUser(db, userId);
/** How many requests of an order are running (applied, agreed, refused, arbitration, return shipped). */
export const openRefundsOfOrder = (db: Db, orderId: number): Promise<number> =>
  refundsRepository.openCountOfOrder(db, orderId);
/** Whether an order has a running request: settlement waits until it has none. */
export const hasOpenRefund = async (db: Db, orderId: number): Promise<boolean> =>
  (await refundsRepository.openCountOfOrder(db, orderId)) > 0;
export type {
  AfterSalePort,
  RefundableItem,
  RefundableOrder,
  RefundCompletion,
  RefundedListener,
  RefundsDeps,
  RefundViewPorts,
} from './ports.ts';
