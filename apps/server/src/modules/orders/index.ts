import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { openRefundsOfOrder } from '../refunds/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { createAfterSaleService } from './after-sale.service.ts';
import { createCheckoutService } from './checkout.service.ts';
import { createOrderJobs } from './order-jobs.service.ts';
import { orderRepository, type OrderRecord } from './order.repository.ts';
import { createOrdersService } from './orders.service.ts';
import { createPaymentService, noticeTitle, type OrderEvents } from './payment.service.ts';
import type { CouponsPort, OpenRefunds, OrderNotifier } from './ports.ts';
import { createReviewsService } from './reviews.service.ts';
import { createShopOrdersService } from './shop-orders.service.ts';
import { statisticsOf } from './statistics.ts';

export interface OrdersDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  coupons: CouponsPort;
  notify: OrderNotifier;
  balanceOf: (userId: number) => Promise<bigint>;
  /** The caller's shop (merchant routes), or null. */
  shopOfUser: (userId: number) => Promise<{ id: number } | null>;
  /** Open refunds of an order; settlement waits while there is one (default: the refunds module's count). */
  openRefunds?: OpenRefunds;
  log: FastifyBaseLogger;
}

/** Checkout, balance payment, orders, merchant shipping, reviews, jobs, statistics and the after-sale port. */
export function createOrdersModule(deps: OrdersDeps) {
  const events: OrderEvents = { onPaid: [] };
  /** Stores and pushes an `order` notice after commit; a failed notice is logged, never undoes the order. */
  const tell = (userId: number, action: string, order: OrderRecord, content?: string): void => {
    deps
      .notify(userId, { type: 'order', title: noticeTitle(action), content: content ?? `Order ${order.orderNo}`, modules: order.type === 'groups' ? 'groups' : 'order', modulesId: order.id })
      .catch((error: unknown) => deps.log.warn({ err: error, userId, orderId: order.id }, 'order notice failed'));
  };
  const shared = { ...deps, tell };
  return {
    db: deps.db,
    events,
    checkout: createCheckoutService(deps),
    payment: createPaymentService({ ...shared, events }),
    orders: createOrdersService(shared),
    shop: createShopOrdersService(shared),
    reviews: createReviewsService(shared),
    afterSale: createAfterSaleService(deps),
    /** Group orders wait for their team: a pending one cannot ship (set by the groups payment hook). */
    setGroupPending: (trx: Db, ref: { orderId: number } | { teamId: number }, pending: boolean) => orderRepository.setGroupPending(trx, ref, pending),
    jobs: createOrderJobs({ ...shared, openRefunds: deps.openRefunds ?? openRefundsOfOrder }),
    statisticsOf: (userId: number) => statisticsOf(deps.db, userId),
    tell,
  };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;
export type { CouponsPort, CouponBasket, UsableCoupon } from './ports.ts';
export type { OrderRecord, OrderItemRecord } from './order.repository.ts';
export { toOrderRow } from './order.mapper.ts';
export type { PlaceOrderInput } from './checkout.service.ts';
export { registerOrderRoutes } from './routes/app.routes.ts';
