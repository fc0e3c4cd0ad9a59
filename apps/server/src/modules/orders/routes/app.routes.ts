import { orderRoutes } from '@cloudmall/contract/orders';
import type { FastifyInstance } from 'fastify';
import type { BindRoute } from '../../../platform/http/bind-route.ts';
import type { OrdersModule } from '../index.ts';

/** The buyer's checkout, cashier and order routes, and the merchant's order desk: one line per route. */
export function registerOrderRoutes(app: FastifyInstance, bind: BindRoute, orders: OrdersModule): void {
  const { checkout, payment } = orders;
  bind(app, orderRoutes.preview, ({ auth, input }) => checkout.preview(auth.userId, input));
  bind(app, orderRoutes.addOrder, ({ auth, input }) => checkout.addOrder(auth.userId, input));
  bind(app, orderRoutes.getPay, ({ auth, input }) => payment.getPay(auth.userId, input.order_id));
  bind(app, orderRoutes.payment, ({ auth, input }) => payment.pay(auth.userId, input));
  bind(app, orderRoutes.balance, ({ auth }) => payment.balance(auth.userId));
}
