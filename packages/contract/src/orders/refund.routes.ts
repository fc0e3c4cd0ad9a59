import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import { PageQuerySchema, pageSchema } from '../shared/envelope.ts';
import { IdInputSchema } from './orders-shared.schemas.ts';
import {
  RefundApplyInfoQuerySchema,
  RefundApplyInfoSchema,
  RefundApplyInputSchema,
  RefundEditInputSchema,
  RefundInfoSchema,
  RefundListQuerySchema,
  RefundLogSchema,
  RefundRefuseInputSchema,
  RefundRowSchema,
  RefundShipInputSchema,
  ShopRefundRowSchema,
} from './refund.schemas.ts';
import { CONSOLE_ADMINS } from '../access/roles.ts';
import { DoneSchema } from '../shared/wire-fields.ts';

const APPLY_ERRORS = [
  'order_not_found',
  'order_not_paid',
  'order_state_invalid',
  'refund_item_unavailable',
  'refund_amount_exceeded',
  'refund_period_over',
] as const;

/** The buyer's after-sale requests (protocol §2.10). */
export const refundRoutes = {
  refundList: defineRoute({
    method: 'POST',
    path: '/wanlshop/refund/refundList',
    auth: 'member',
    input: PageQuerySchema,
    output: pageSchema(RefundRowSchema),
    errors: [],
    summary: "The member's refund requests, newest first, with the item and the shop.",
  }),
  applyInfo: defineRoute({
    method: 'GET',
    path: '/wanlshop/refund/applyInfo',
    auth: 'member',
    input: RefundApplyInfoQuerySchema,
    output: RefundApplyInfoSchema,
    errors: APPLY_ERRORS,
    summary:
      'The order item a request would be for and the most that can be asked; answers why not when it cannot be requested.',
  }),
  addApply: defineRoute({
    method: 'POST',
    path: '/wanlshop/refund/addApply',
    auth: 'member',
    input: RefundApplyInputSchema,
    output: z.number().int(),
    errors: APPLY_ERRORS,
    summary:
      'Requests a refund (or a return and refund) of one paid order item: at most what was paid for it, within the after-sale window.',
  }),
  editRefund: defineRoute({
    method: 'POST',
    path: '/wanlshop/refund/editRefund',
    auth: 'member',
    input: RefundEditInputSchema,
    output: DoneSchema,
    errors: ['refund_not_found', 'refund_state_invalid', 'refund_amount_exceeded'],
    summary:
      'Changes an applied or refused request; it is applied again and the shop decides anew.',
  }),
  getRefundInfo: defineRoute({
    method: 'GET',
    path: '/wanlshop/refund/getRefundInfo',
    auth: 'member',
    input: IdInputSchema,
    output: RefundInfoSchema,
    errors: ['refund_not_found'],
    summary:
      "One of the member's requests with the item, the shop's return address while a return is awaited, and the log.",
  }),
  getRefundLog: defineRoute({
    method: 'GET',
    path: '/wanlshop/refund/getRefundLog',
    auth: 'member',
    input: IdInputSchema,
    output: z.array(RefundLogSchema),
    errors: ['refund_not_found'],
    summary: 'The history of one of the member’s requests, oldest first.',
  }),
  toExpress: defineRoute({
    method: 'POST',
    path: '/wanlshop/refund/toExpress',
    auth: 'member',
    input: RefundShipInputSchema,
    output: z.number().int(),
    errors: ['refund_not_found', 'refund_state_invalid'],
    summary:
      'The buyer ships the return (agreed requests only) with the courier and the tracking number; answers the request id (the client reloads it).',
  }),
  closeRefund: defineRoute({
    method: 'POST',
    path: '/wanlshop/refund/closeRefund',
    auth: 'member',
    input: IdInputSchema,
    output: DoneSchema,
    errors: ['refund_not_found', 'refund_state_invalid'],
    summary: 'The buyer withdraws a request that is not decided by the platform nor refunded.',
  }),
  arbitrationRefund: defineRoute({
    method: 'POST',
    path: '/wanlshop/refund/arbitrationRefund',
    auth: 'member',
    input: IdInputSchema,
    output: DoneSchema,
    errors: ['refund_not_found', 'refund_state_invalid'],
    summary: 'After the shop refused, the buyer asks the platform to decide.',
  }),
} as const;

const SHOP_ERRORS = ['not_shop_owner', 'refund_not_found', 'refund_state_invalid'] as const;

/** The merchant's refund desk: requests on the caller's shop only. */
export const shopRefundRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/wanlshop/shop/refund/lists',
    auth: 'member',
    input: RefundListQuerySchema,
    output: pageSchema(ShopRefundRowSchema),
    errors: ['not_shop_owner'],
    summary: "Requests on the caller's shop, newest first, by state (-1 all).",
  }),
  agree: defineRoute({
    method: 'POST',
    path: '/wanlshop/shop/refund/agree',
    auth: 'member',
    input: IdInputSchema,
    output: DoneSchema,
    errors: SHOP_ERRORS,
    summary:
      'Agrees an applied request: a refund-only request is refunded now, a return waits for the parcel.',
  }),
  refuse: defineRoute({
    method: 'POST',
    path: '/wanlshop/shop/refund/refuse',
    auth: 'member',
    input: RefundRefuseInputSchema,
    output: DoneSchema,
    errors: SHOP_ERRORS,
    summary: 'Refuses an applied request with a reason; the buyer may edit it or ask the platform.',
  }),
  receive: defineRoute({
    method: 'POST',
    path: '/wanlshop/shop/refund/receiving',
    auth: 'member',
    input: IdInputSchema,
    output: DoneSchema,
    errors: SHOP_ERRORS,
    summary: 'Confirms the returned parcel arrived; the buyer is refunded.',
  }),
} as const;

/** Platform arbitration (admins; every decision is audited). */
export const refundConsoleRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/console/refund/lists',
    ...CONSOLE_ADMINS,
    input: RefundListQuerySchema,
    output: pageSchema(ShopRefundRowSchema),
    errors: [],
    summary: 'Every request by state (3 = waiting for the platform), newest first.',
  }),
  agree: defineRoute({
    method: 'POST',
    path: '/console/refund/agree',
    ...CONSOLE_ADMINS,
    input: IdInputSchema,
    output: DoneSchema,
    errors: ['refund_not_found', 'refund_state_invalid'],
    summary:
      'Decides for the buyer: a refund-only request is refunded, a return waits for the parcel.',
  }),
  refuse: defineRoute({
    method: 'POST',
    path: '/console/refund/refuse',
    ...CONSOLE_ADMINS,
    input: RefundRefuseInputSchema,
    output: DoneSchema,
    errors: ['refund_not_found', 'refund_state_invalid'],
    summary: 'Decides for the shop: the request is closed.',
  }),
} as const;
