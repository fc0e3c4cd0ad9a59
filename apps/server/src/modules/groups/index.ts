import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { createGroupJobs } from './group-jobs.service.ts';
import { createGroupOrderService } from './group-order.service.ts';
import { createGroupsQueryService } from './groups-query.service.ts';
import type { GroupsDeps } from './ports.ts';
import { registerGroupsRoutes } from './routes/app.routes.ts';
import { registerMerchantGroupRoutes } from './routes/console.routes.ts';
import { createShopGroupsService } from './shop-groups.service.ts';

/** Group buying: activity list, group goods, teams, open/join/alone orders, the payment hook and the expiry job. */
export function createGroupsModule(deps: GroupsDeps) {
  const orders = createGroupOrderService(deps);
  const jobs = createGroupJobs(deps);
  const module = defineModule({
    name: 'groups',
    queries: createGroupsQueryService(deps),
    /** The merchant console: a shop's own activities (create, end; audited) and teams. */
    desk: createShopGroupsService(deps),
    orders,
    /** Register on `orders.events.onPaid`. */
    onPaid: orders.onPaid,
    runDue: jobs.runDue,
    routes: (app: FastifyInstance, bind: BindRoute): void => {
      registerGroupsRoutes(app, bind, module);
      registerMerchantGroupRoutes(app, bind, module.desk);
    },
    /** A team that did not form in time closes and its members are refunded. */
    schedule: [{ name: 'groups.expire', everyMs: 30_000, run: () => jobs.runDue() }],
  });
  return module;
}

export type GroupsModule = ReturnType<typeof createGroupsModule>;
export type {
  GroupAddressOf,
  GroupMembersPort,
  GroupOrderReads,
  GroupOrdersPort,
  GroupsCatalogPort,
  GroupsDeps,
  PaidOrder,
  PlaceOrderInput,
  PlacedOrder,
} from './ports.ts';
export { groupPriceMinor } from './groups.pricing.ts';
export { groupOrdersPort } from './orders-adapter.ts';
