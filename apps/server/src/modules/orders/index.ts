import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { openRefundsOfOrder } from '../refunds/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { createAfterSaleService } from './after-sale.service.ts';
import { createCheckoutService } from './checkout.service.ts';
import { createOrderJobs } from './order-jobs.service.ts';
import { orderReadsRepository } from './order-reads.repository.ts';
import { orderRepository } from './order.repository.ts';
import { orderNotice, parcelNotice, type Tell } from './order-notices.ts';
import { createOrdersService } from './orders.service.ts';
import { createPaymentService, type OrderEvents } from './payment.service.ts';
import type {
  AddressOf,
  CouponsPort,
  OpenRefunds,
  OrderNotifier,
  OrdersCatalogPort,
  ShopTeller,
} from './ports.ts';
import { createReviewsService } from './reviews.service.ts';
import { createShopOrdersService } from './shop-orders.service.ts';
import { statisticsOf } from './statistics.ts';
import { ordersSettings } from './orders.settings.ts';
import { registerOrderRoutes } from './routes/app.routes.ts';
import { registerMerchantOrderRoutes } from './routes/merchant.routes.ts';

export interface OrdersDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  coupons: CouponsPort;
  /** Stock, sales, reviews, shops and goods (`catalog.buying`). */
  catalog: OrdersCatalogPort;
  /** The member's delivery address by id, or the default one (the cart module's `addressOf`). */
  addressOf: AddressOf;
  notify: OrderNotifier;
  /** Tells the buyer's open screens that the order (and, on payment, the balance) changed. */
  changed: ChangePort;
  balanceOf: (userId: number) => Promise<bigint>;
  /** The caller's shop (merchant routes), or null. */
  shopOfUser: (userId: number) => Promise<{ id: number } | null>;
  /** Open refunds of an order; settlement waits while there is one (default: the refunds module's count). */
  openRefunds?: OpenRefunds;
  /** Tells the shop's owner (merchant desk): every change pushed, a paid order also as a notice. */
  tellShop?: ShopTeller;
  log: FastifyBaseLogger;
}

/** Checkout, balance payment, orders, merchant shipping, reviews, jobs, statistics and the after-sale port. */
export function createOrdersModule(deps: OrdersDeps) {
  const events: OrderEvents = { onPaid: [] };
  /**
   * After commit: pushes `order_changed` to the buyer, stores and pushes an `order` notice, and a
   * `logistics` one when the parcel moved (shipped, delivered); a failed notice is logged, never undoes the order.
   */
  const tell: Tell = (userId, action, order, params) => {
    deps.changed(userId, { type: 'order_changed', order_id: order.id, state: order.state });
    deps.tellShop?.(order.shopId, {
      what: 'order',
      id: order.id,
      notice:
        action === 'pay'
          ? {
              key: 'shop.orderPaid',
              params: { orderNo: order.orderNo, amount: String(order.priceMinor) },
            }
          : undefined,
    });
    if (action === 'pay') deps.changed(userId, { type: 'wallet_changed' });
    const failed = (error: unknown) =>
      deps.log.warn({ err: error, userId, orderId: order.id }, 'order notice failed');
    deps
      .notify(userId, {
        type: 'order',
        message: orderNotice(action, order, params),
        modules: order.type === 'groups' ? 'groups' : 'order',
        modulesId: order.id,
      })
      .catch(failed);
    const parcel = parcelNotice(action, order);
    if (parcel)
      deps
        .notify(userId, {
          type: 'logistics',
          message: parcel,
          modules: 'logistics',
          modulesId: order.id,
        })
        .catch(failed);
  };
  const shared = { ...deps, tell };
  const jobs = createOrderJobs({ ...shared, openRefunds: deps.openRefunds ?? openRefundsOfOrder });
  const module = defineModule({
    name: 'orders',
    db: deps.db,
    events,
    checkout: createCheckoutService(deps),
    payment: createPaymentService({ ...shared, events }),
    orders: createOrdersService(shared),
    shop: createShopOrdersService(shared),
    reviews: createReviewsService(shared),
    afterSale: createAfterSaleService(deps),
    /** Group orders wait for their team: a pending one cannot ship (set by the groups payment hook). */
    setGroupPending: (trx: Db, ref: { orderId: number } | { teamId: number }, pending: boolean) =>
      orderRepository.setGroupPending(trx, ref, pending),
    /** Group orders as the groups module reads them (in its transaction when it passes one). */
    groupReads: {
      boughtInGroups: orderReadsRepository.boughtInGroups,
      memberOrderInTeam: orderReadsRepository.memberOrderInTeam,
      teamOrders: orderReadsRepository.teamOrders,
      teamsWithClosedLeaderOrder: orderReadsRepository.teamsWithClosedLeaderOrder,
      memberGroupIds: orderReadsRepository.memberGroupIds,
      pageGroupOrders: orderReadsRepository.pageGroupOrders,
      items: orderRepository.items,
    },
    jobs,
    statisticsOf: (userId: number) => statisticsOf(deps.db, deps, userId),
    tell,
    routes: (app: FastifyInstance, bind: BindRoute): void => {
      registerOrderRoutes(app, bind, module);
      registerMerchantOrderRoutes(app, bind, module.shop);
    },
    /** Unpaid orders close, shipped ones confirm, settled ones pay the shop, reviews default. */
    schedule: [{ name: 'orders.automations', everyMs: 30_000, run: () => jobs.runDue() }],
    settings: ordersSettings,
  });
  return module;
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;
export type { AddressOf, CouponsPort, CouponBasket, OrdersCatalogPort } from './ports.ts';
export type { OrderRecord, OrderItemRecord } from './order-records.ts';
export { toOrderRow } from './order.mapper.ts';
export type { PlaceOrderInput } from './checkout.service.ts';
export { ordersSettings } from './orders.settings.ts';
/** Paid orders per UTC day (reports). */
export { paidOrdersPerDay } from './order-reports.ts';
