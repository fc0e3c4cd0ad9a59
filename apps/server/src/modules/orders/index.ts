import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SettingsService } from '../settings/index.ts';
import { createCheckoutService } from './checkout.service.ts';
import type { OrderRecord } from './order.repository.ts';
import { createPaymentService, noticeTitle, type OrderEvents } from './payment.service.ts';
import type { CouponsPort, OpenRefunds, OrderNotifier } from './ports.ts';

export interface OrdersDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  coupons: CouponsPort;
  notify: OrderNotifier;
  balanceOf: (userId: number) => Promise<bigint>;
  /** The caller's shop (merchant routes), or null. */
  shopOfUser: (userId: number) => Promise<{ id: number } | null>;
  /** Open refunds of an order (refunds module); settlement waits while there is one. */
  openRefunds?: OpenRefunds;
  log: FastifyBaseLogger;
}

/** Checkout, balance payment, orders, merchant shipping, reviews, jobs, statistics and the after-sale port. */
export function createOrdersModule(deps: OrdersDeps) {
  const events: OrderEvents = { onPaid: [] };
  /** Stores and pushes an `order` notice after commit; a failed notice is logged, never undoes the order. */
  const tell = (userId: number, action: string, order: OrderRecord, content?: string, modules = 'order'): void => {
    deps
      .notify(userId, { type: 'order', title: noticeTitle(action), content: content ?? `Order ${order.orderNo}`, modules, modulesId: order.id })
      .catch((error: unknown) => deps.log.warn({ err: error, userId, orderId: order.id }, 'order notice failed'));
  };
  const checkout = createCheckoutService(deps);
  const payment = createPaymentService({ ...deps, events, tell });
  return { db: deps.db, events, checkout, payment, tell };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;
export type { CouponsPort, CouponBasket, UsableCoupon } from './ports.ts';
export type { OrderRecord, OrderItemRecord } from './order.repository.ts';
export { registerOrderRoutes } from './routes/app.routes.ts';
