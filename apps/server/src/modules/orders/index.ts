import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { openRefundsOfOrder } from '../refunds/index.ts';
import { createAfterSaleService } from './after-sale.service.ts';
import { createCheckoutService } from './checkout.service.ts';
import { createOrderJobs } from './order-jobs.service.ts';
import { orderReadsRepository } from './order-reads.repository.ts';
import { orderRepository } from './order.repository.ts';
import { orderNotice, parcelNotice, type Tell } from './order-notices.ts';
import { createOrdersService } from './orders.service.ts';
import { createPaymentService, type OrderEvents } from './payment.service.ts';
import type { OrdersDeps } from './ports.ts';
import { createReviewsService } from './reviews.service.ts';
import { createShopOrdersService } from './shop-orders.service.ts';
import { statisticsOf } from './statistics.ts';
import { ordersSettings } from './orders.settings.ts';
import { registerOrderRoutes } from './routes/app.routes.ts';
import { registerMerchantOrderRoutes } from './routes/merchant.routes.ts';
import { itemFreight } from './pricing.ts';
import { formatMinor } from '@cloudmall/contract';

/** Checkout, balance payment, orders, merchant shipping, reviews, jobs, statistics and the after-sale port. */
export function createOrdersModule(deps: OrdersDeps) {
  const events: OrderEvents = { onPaid: [], onReceived: [] };
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
  const shared = { ...deps, tell, events };
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
    /** One piece's freight by the shop's rule, as the goods detail shows it (0 for goods that do not ship). */
    freightOfOne: async (shopId: number, ships: boolean) => {
      const rule = await orderRepository.freightRule(deps.db, shopId);
      const price = ships ? itemFreight(rule, 1) : 0n;
      return { name: rule.name, isdelivery: price === 0n ? 1 : 0, price: formatMinor(price) };
    },
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
export type {
  AddressOf,
  CouponsPort,
  CouponBasket,
  OrdersCatalogPort,
  OrdersDeps,
} from './ports.ts';
export type { OrderRecord, OrderItemRecord } from './order-records.ts';
export { toOrderRow } from './order.mapper.ts';
export type { PlaceOrderInput } from './checkout.service.ts';
export type { AfterCommit, ReceivedHook } from './payment.service.ts';
export { ordersSettings } from './orders.settings.ts';
/** Paid orders per UTC day (reports). */
export { paidOrdersPerDay } from './order-reports.ts';
