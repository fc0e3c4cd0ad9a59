import { orderRoutes } from '@cloudmall/contract/orders';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { CheckoutService } from '../checkout.service.ts';
import type { OrdersService } from '../orders.service.ts';
import type { PaymentService } from '../payment.service.ts';
import type { ReviewsService } from '../reviews.service.ts';
import type { ShopOrdersService } from '../shop-orders.service.ts';

/** The buyer's checkout, cashier, order and review routes, and the merchant's order desk: one line per route. */
export const registerOrderRoutes: RouteFile<{
  checkout: CheckoutService;
  payment: PaymentService;
  orders: OrdersService;
  reviews: ReviewsService;
  shop: ShopOrdersService;
}> = (app, bind, { checkout, payment, orders, reviews, shop }) => {
  bind(app, orderRoutes.preview, ({ auth, input }) => checkout.preview(auth.userId, input));
  bind(app, orderRoutes.addOrder, ({ auth, input }) => checkout.addOrder(auth.userId, input));
  bind(app, orderRoutes.getPay, ({ auth, input }) => payment.getPay(auth.userId, input.order_id));
  bind(app, orderRoutes.payment, ({ auth, input }) => payment.pay(auth.userId, input));
  bind(app, orderRoutes.balance, ({ auth }) => payment.balance(auth.userId));
  bind(app, orderRoutes.list, ({ auth, input }) => orders.list(auth.userId, input));
  bind(app, orderRoutes.info, ({ auth, input }) => orders.info(auth.userId, input.id));
  bind(app, orderRoutes.logistics, ({ auth, input }) => orders.logistics(auth.userId, input.id));
  bind(app, orderRoutes.cancel, ({ auth, input }) => orders.cancel(auth.userId, input.id));
  bind(app, orderRoutes.remove, ({ auth, input }) => orders.remove(auth.userId, input.id));
  bind(app, orderRoutes.editAddress, ({ auth, input }) =>
    orders.editAddress(auth.userId, input.id, input.address_id),
  );
  bind(app, orderRoutes.confirm, ({ auth, input }) => orders.confirm(auth.userId, input.id));
  bind(app, orderRoutes.buyList, ({ auth, input }) => orders.buyList(auth.userId, input));
  bind(app, orderRoutes.toShop, ({ auth, input }) => orders.toShop(auth.userId, input.shop_id));
  bind(app, orderRoutes.comment, ({ auth, input }) => reviews.comment(auth.userId, input));
  bind(app, orderRoutes.myReviews, ({ auth, input }) => reviews.mine(auth.userId, input));
  bind(app, orderRoutes.shopList, ({ auth, input }) => shop.list(auth.userId, input));
  bind(app, orderRoutes.ship, ({ auth, input }) => shop.ship(auth.userId, input));
};
