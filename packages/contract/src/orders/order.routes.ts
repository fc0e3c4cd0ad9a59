import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import { PageQuerySchema, pageSchema } from '../shared/envelope.ts';
import { IdInputSchema, MoneySchema } from './orders-shared.schemas.ts';
import {
  AddOrderInputSchema,
  AddOrderResultSchema,
  BoughtGoodsSchema,
  CheckoutPreviewInputSchema,
  CheckoutPreviewSchema,
  CommentOrderInputSchema,
  EditOrderAddressInputSchema,
  GetPayInputSchema,
  GetPaySchema,
  LogisticsSchema,
  MyReviewSchema,
  OrderInfoSchema,
  OrderListQuerySchema,
  OrderRowSchema,
  OrdersToShopInputSchema,
  PaymentInputSchema,
  PaymentResultSchema,
  ShipOrderInputSchema,
  ShopOrderBriefSchema,
  ShopOrderListQuerySchema,
  ShopOrderRowSchema,
} from './order.schemas.ts';

const Empty = z.object({}).strict();
const Done = z.literal(true);
const LINE_ERRORS = ['quantity_illegal', 'sku_not_found', 'goods_not_available', 'out_of_stock', 'own_shop_purchase'] as const;

/** Checkout, cashier, the buyer's orders, reviews and the merchant's order desk (protocol §2.8-2.9). */
export const orderRoutes = {
  preview: defineRoute({
    method: 'POST', path: '/wanlshop/order/getOrderGoodsList', auth: 'member', input: CheckoutPreviewInputSchema, output: CheckoutPreviewSchema,
    errors: [...LINE_ERRORS, 'address_not_found'],
    summary: 'Confirm-order preview: the basket per shop with prices re-read, freight, usable coupons and totals.',
  }),
  addOrder: defineRoute({
    method: 'POST', path: '/wanlshop/order/addOrder', auth: 'member', input: AddOrderInputSchema, output: AddOrderResultSchema,
    errors: [...LINE_ERRORS, 'address_required', 'address_not_found', 'coupon_not_found', 'coupon_unavailable', 'coupon_threshold_unmet', 'coupon_expired', 'idempotency_key_reused', 'request_in_progress'],
    summary: 'Places one unpaid order per shop in one transaction (stock reserved, coupon used), once per idempotency key.',
  }),
  getPay: defineRoute({
    method: 'POST', path: '/wanlshop/pay/getPay', auth: 'member', input: GetPayInputSchema, output: GetPaySchema,
    errors: ['order_not_found', 'order_already_paid'],
    summary: 'What the cashier shows: the unpaid own orders, their total and the balance.',
  }),
  payment: defineRoute({
    method: 'POST', path: '/wanlshop/pay/payment', auth: 'member', input: PaymentInputSchema, output: PaymentResultSchema,
    errors: ['order_already_paid', 'insufficient_balance', 'idempotency_key_reused', 'request_in_progress'],
    summary: 'Pays unpaid own orders from the balance: one debit to escrow, all orders paid or none.',
  }),
  balance: defineRoute({
    method: 'GET', path: '/wanlshop/pay/getBalance', auth: 'member', input: Empty, output: MoneySchema, errors: [],
    summary: "The member's available balance.",
  }),
  list: defineRoute({
    method: 'GET', path: '/wanlshop/order/getOrderList', auth: 'member', input: OrderListQuerySchema, output: pageSchema(OrderRowSchema), errors: [],
    summary: "The member's visible orders by state or tab, most recently updated first.",
  }),
  info: defineRoute({
    method: 'GET', path: '/wanlshop/order/getOrderInfo', auth: 'member', input: IdInputSchema, output: OrderInfoSchema, errors: ['order_not_found'],
    summary: 'One own order with goods, payment, address and the latest logistics entry.',
  }),
  logistics: defineRoute({
    method: 'POST', path: '/wanlshop/order/getLogistics', auth: 'member', input: IdInputSchema, output: LogisticsSchema, errors: ['order_not_found'],
    summary: "The tracking timeline of an own order (newest first), with synthetic entries before shipment.",
  }),
  cancel: defineRoute({
    method: 'POST', path: '/wanlshop/order/cancelOrder', auth: 'member', input: IdInputSchema, output: Done, errors: ['order_not_found', 'order_state_invalid'],
    summary: 'Cancels an unpaid own order: stock released, coupon restored.',
  }),
  remove: defineRoute({
    method: 'POST', path: '/wanlshop/order/delOrder', auth: 'member', input: IdInputSchema, output: Done, errors: ['order_not_found', 'order_state_invalid'],
    summary: 'Hides a completed or closed own order from the lists.',
  }),
  editAddress: defineRoute({
    method: 'POST', path: '/wanlshop/order/editOrderAddress', auth: 'member', input: EditOrderAddressInputSchema, output: Done,
    errors: ['order_not_found', 'order_state_invalid', 'order_address_changed', 'address_not_found'],
    summary: 'Changes the delivery address of an own order once, before receipt.',
  }),
  confirm: defineRoute({
    method: 'POST', path: '/wanlshop/order/confirmOrder', auth: 'member', input: IdInputSchema, output: Done, errors: ['order_not_found', 'order_state_invalid'],
    summary: 'Confirms receipt of a shipped own order.',
  }),
  buyList: defineRoute({
    method: 'GET', path: '/wanlshop/order/getBuyList', auth: 'member', input: PageQuerySchema.strict(), output: pageSchema(BoughtGoodsSchema), errors: [],
    summary: 'Distinct goods the member has paid for.',
  }),
  toShop: defineRoute({
    method: 'POST', path: '/wanlshop/order/getOrderListToShop', auth: 'member', input: OrdersToShopInputSchema, output: z.array(ShopOrderBriefSchema), errors: [],
    summary: "The member's orders in one shop (to send in chat).",
  }),
  comment: defineRoute({
    method: 'POST', path: '/wanlshop/order/commentOrder', auth: 'member', input: CommentOrderInputSchema, output: Done,
    errors: ['order_not_found', 'review_not_allowed'],
    summary: 'Reviews every item of a received own order at once; the order completes.',
  }),
  myReviews: defineRoute({
    method: 'GET', path: '/wanlshop/comment/mine', auth: 'member', input: PageQuerySchema.strict(), output: pageSchema(MyReviewSchema), errors: [],
    summary: "The member's reviews, newest first.",
  }),
  shopList: defineRoute({
    method: 'POST', path: '/wanlshop/shop/order/list', auth: 'member', input: ShopOrderListQuerySchema, output: pageSchema(ShopOrderRowSchema),
    errors: ['not_shop_owner'],
    summary: "The caller's shop orders by state (0 all), newest first.",
  }),
  ship: defineRoute({
    method: 'POST', path: '/wanlshop/shop/order/ship', auth: 'member', input: ShipOrderInputSchema, output: Done,
    errors: ['not_shop_owner', 'not_found', 'order_state_invalid'],
    summary: "Ships a paid order of the caller's shop (not a group order still waiting for its team).",
  }),
};
