import type { ChangePort } from '../../platform/realtime/change-port.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { createGroupJobs } from './group-jobs.service.ts';
import { createGroupOrderService } from './group-order.service.ts';
import { createGroupsQueryService } from './groups-query.service.ts';
import type {
  GroupShops,
  GroupAddressOf,
  GroupMembersPort,
  GroupNotifier,
  GroupOrdersPort,
  GroupsCatalogPort,
} from './ports.ts';
import { registerGroupsRoutes } from './routes/app.routes.ts';
import { registerMerchantGroupRoutes } from './routes/console.routes.ts';
import { createShopGroupsService } from './shop-groups.service.ts';

export interface GroupsDeps {
  db: Db;
  clock: Clock;
  /** SKUs, goods briefs, shop names (`catalog.buying`) and goods detail (`catalog.goods`). */
  catalog: GroupsCatalogPort;
  /** Names and avatars of members (identity's `memberBriefs`). */
  members: GroupMembersPort;
  /** The member's address by id or the default (the cart module's `addressOf`). */
  addressOf: GroupAddressOf;
  /** The orders module (a getter: app.ts may build orders after groups). */
  orders: () => GroupOrdersPort;
  notify?: GroupNotifier;
  /** Tells a member's open screens that their order and balance changed (a failed team's refund). */
  changed?: ChangePort;
  log?: { error: (obj: unknown, msg: string) => void };
  /** The shop a member owns (catalog), for the merchant console. */
  shops: GroupShops;
}

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
  PaidOrder,
  PlaceOrderInput,
  PlacedOrder,
} from './ports.ts';
export { groupPriceMinor } from './groups.pricing.ts';
export { groupOrdersPort } from './orders-adapter.ts';
