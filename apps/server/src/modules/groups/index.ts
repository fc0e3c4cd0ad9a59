import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CatalogModule } from '../catalog/index.ts';
import { createGroupJobs } from './group-jobs.service.ts';
import { createGroupOrderService } from './group-order.service.ts';
import { createGroupsQueryService } from './groups-query.service.ts';
import type { GroupNotifier, GroupOrdersPort } from './ports.ts';

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
  return {
    queries: createGroupsQueryService(deps),
    orders,
    /** Register on `orders.events.onPaid`. */
    onPaid: orders.onPaid,
    runDue: jobs.runDue,
  };
}

export type GroupsModule = ReturnType<typeof createGroupsModule>;
export type { GroupOrdersPort, PaidOrder, PlaceOrderInput, PlacedOrder } from './ports.ts';
export { groupPriceMinor } from './groups.pricing.ts';
export { groupOrdersPort } from './orders-adapter.ts';
export { registerGroupsRoutes } from './routes/app.routes.ts';
