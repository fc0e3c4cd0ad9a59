import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import type { CatalogModule } from '../catalog/index.ts';
import { createGroupJobs } from './group-jobs.service.ts';
import { createGroupOrderService } from './group-order.service.ts';
import { createGroupsQueryService } from './groups-query.service.ts';
import type { GroupNotifier, GroupOrdersPort } from './ports.ts';
import { registerGroupsRoutes } from './routes/app.routes.ts';

export interface GroupsDeps {
  db: Db;
  clock: Clock;
  catalog: Pick<CatalogModule['goods'], 'detail'>;
  /** The orders module (a getter: app.ts may build orders after groups). */
  orders: () => GroupOrdersPort;
  notify?: GroupNotifier;
  log?: { error: (obj: unknown, msg: string) => void };
}

/** Group buying: activity list, group goods, teams, open/join/alone orders, the payment hook and the expiry job. */
export function createGroupsModule(deps: GroupsDeps) {
  const orders = createGroupOrderService(deps);
  const jobs = createGroupJobs(deps);
  const module = defineModule({
    name: 'groups',
    queries: createGroupsQueryService(deps),
    orders,
    /** Register on `orders.events.onPaid`. */
    onPaid: orders.onPaid,
    runDue: jobs.runDue,
    routes: (app: FastifyInstance, bind: BindRoute): void =>
      registerGroupsRoutes(app, bind, module),
    /** A team that did not form in time closes and its members are refunded. */
    schedule: [{ name: 'groups.expire', everyMs: 30_000, run: () => jobs.runDue() }],
  });
  return module;
}

export type GroupsModule = ReturnType<typeof createGroupsModule>;
export type { GroupOrdersPort, PaidOrder, PlaceOrderInput, PlacedOrder } from './ports.ts';
export { groupPriceMinor } from './groups.pricing.ts';
export { groupOrdersPort } from './orders-adapter.ts';
