import { defineRoute } from '../shared/define-route.ts';
import { pageSchema } from '../shared/envelope.ts';
import { RowIdSchema } from '../shared/wire-fields.ts';
import { IdInputSchema } from '../orders/orders-shared.schemas.ts';
import { ShipOrderInputSchema, ShopOrderRowSchema } from '../orders/order.schemas.ts';
import {
  RefundListQuerySchema,
  RefundRefuseInputSchema,
  ShopRefundRowSchema,
} from '../orders/refund.schemas.ts';
import {
  GoodsSaveInputSchema,
  GoodsStatusInputSchema,
  MerchantBadgesSchema,
  MerchantDashboardSchema,
  MerchantGoodsDetailSchema,
  MerchantGoodsListQuerySchema,
  MerchantGoodsRowSchema,
  MerchantOrderListQuerySchema,
} from './merchant.schemas.ts';
import { CONSOLE_MERCHANTS } from '../access/roles.ts';
import { EmptyInputSchema } from '../shared/route-inputs.ts';
import { DoneSchema } from '../shared/wire-fields.ts';

const REFUND_ERRORS = ['not_shop_owner', 'refund_not_found', 'refund_state_invalid'] as const;

/** The merchant console's desk: figures and badges of the caller's own shop. */
export const merchantDeskRoutes = {
  dashboard: defineRoute({
    method: 'GET',
    path: '/console/merchant/dashboard',
    ...CONSOLE_MERCHANTS,
    input: EmptyInputSchema,
    output: MerchantDashboardSchema,
    errors: ['not_shop_owner'],
    summary: "Today's orders and sales, orders to ship, open refunds, settled and pending money.",
  }),
  badges: defineRoute({
    method: 'GET',
    path: '/console/merchant/badges',
    ...CONSOLE_MERCHANTS,
    input: EmptyInputSchema,
    output: MerchantBadgesSchema,
    errors: ['not_shop_owner'],
    summary: 'Counts for the menu badges: orders to ship and refund requests waiting for the shop.',
  }),
} as const;

/** The merchant console's goods: the caller's own shop only (another shop's ids are not found). */
export const merchantGoodsRoutes = {
  goodsList: defineRoute({
    method: 'GET',
    path: '/console/merchant/goods/list',
    ...CONSOLE_MERCHANTS,
    input: MerchantGoodsListQuerySchema,
    output: pageSchema(MerchantGoodsRowSchema),
    errors: ['not_shop_owner'],
    summary: "The shop's goods by status, category and title words, newest first.",
  }),
  goodsDetail: defineRoute({
    method: 'GET',
    path: '/console/merchant/goods/detail',
    ...CONSOLE_MERCHANTS,
    input: IdInputSchema,
    output: MerchantGoodsDetailSchema,
    errors: ['not_shop_owner'],
    summary: 'One goods of the shop with its specs and SKUs, as the editor shows it.',
  }),
  goodsSave: defineRoute({
    method: 'POST',
    path: '/console/merchant/goods/save',
    ...CONSOLE_MERCHANTS,
    input: GoodsSaveInputSchema,
    output: RowIdSchema,
    errors: ['not_shop_owner', 'category_hidden'],
    summary:
      'Creates (off sale) or edits a goods of the shop: title and text per language, a shown category, images, specs and one SKU per combination (audited).',
  }),
  goodsStatus: defineRoute({
    method: 'POST',
    path: '/console/merchant/goods/status',
    ...CONSOLE_MERCHANTS,
    input: GoodsStatusInputSchema,
    output: DoneSchema,
    errors: ['not_shop_owner'],
    summary: 'Puts a goods of the shop on or off sale (audited).',
  }),
} as const;

/** The merchant console's orders: the caller's own shop only. */
export const merchantOrderRoutes = {
  orderList: defineRoute({
    method: 'GET',
    path: '/console/merchant/orders/list',
    ...CONSOLE_MERCHANTS,
    input: MerchantOrderListQuerySchema,
    output: pageSchema(ShopOrderRowSchema),
    errors: ['not_shop_owner'],
    summary: "The shop's orders by state, order number and dates, newest first.",
  }),
  orderDetail: defineRoute({
    method: 'GET',
    path: '/console/merchant/orders/detail',
    ...CONSOLE_MERCHANTS,
    input: IdInputSchema,
    output: ShopOrderRowSchema,
    errors: ['not_shop_owner'],
    summary:
      'One order of the shop: items, SKUs, quantities and the delivery address (packing list).',
  }),
  orderShip: defineRoute({
    method: 'POST',
    path: '/console/merchant/orders/ship',
    ...CONSOLE_MERCHANTS,
    input: ShipOrderInputSchema,
    output: DoneSchema,
    errors: ['not_shop_owner', 'order_state_invalid'],
    summary: 'Ships a paid order of the shop with a carrier and tracking number (audited).',
  }),
} as const;

/** The merchant console's refund desk: requests on the caller's own shop only. */
export const merchantRefundRoutes = {
  refundList: defineRoute({
    method: 'GET',
    path: '/console/merchant/refunds/list',
    ...CONSOLE_MERCHANTS,
    input: RefundListQuerySchema,
    output: pageSchema(ShopRefundRowSchema),
    errors: ['not_shop_owner'],
    summary: 'Refund requests on the shop, newest first, by state (-1 all).',
  }),
  refundAgree: defineRoute({
    method: 'POST',
    path: '/console/merchant/refunds/agree',
    ...CONSOLE_MERCHANTS,
    input: IdInputSchema,
    output: DoneSchema,
    errors: REFUND_ERRORS,
    summary: 'Agrees an applied request (refund only: the buyer is refunded now) (audited).',
  }),
  refundRefuse: defineRoute({
    method: 'POST',
    path: '/console/merchant/refunds/refuse',
    ...CONSOLE_MERCHANTS,
    input: RefundRefuseInputSchema,
    output: DoneSchema,
    errors: REFUND_ERRORS,
    summary: 'Refuses an applied request with a reason (audited).',
  }),
  refundReceive: defineRoute({
    method: 'POST',
    path: '/console/merchant/refunds/receive',
    ...CONSOLE_MERCHANTS,
    input: IdInputSchema,
    output: DoneSchema,
    errors: REFUND_ERRORS,
    summary: 'Confirms the returned goods arrived; the buyer is refunded (audited).',
  }),
} as const;
