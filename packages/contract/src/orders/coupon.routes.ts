import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import { pageSchema } from '../shared/envelope.ts';
import {
  CouponApplyQuerySchema,
  CouponApplySchema,
  CouponListQuerySchema,
  CouponQueryInputSchema,
  CouponReceiptSchema,
  CouponSchema,
  MyCouponsQuerySchema,
  ReceiveResultSchema,
  UsableCouponSchema,
} from './coupon.schemas.ts';
import { IdInputSchema } from './orders-shared.schemas.ts';

/** Coupons (protocol §2.11, rules §4.4). */
export const couponRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/wanlshop/coupon/getList',
    auth: 'optional',
    input: CouponListQuerySchema,
    output: pageSchema(CouponSchema),
    errors: [],
    summary:
      'Coupons on offer (valid, not ended), optionally of one type and one shop (0 = platform), with the viewer’s claim state.',
  }),
  details: defineRoute({
    method: 'GET',
    path: '/wanlshop/coupon/details',
    auth: 'optional',
    input: IdInputSchema,
    output: CouponSchema,
    errors: ['coupon_not_found'],
    summary: 'One coupon with its terms and the viewer’s claim state.',
  }),
  query: defineRoute({
    method: 'GET',
    path: '/wanlshop/coupon/query',
    auth: 'optional',
    input: CouponQueryInputSchema,
    output: z.array(UsableCouponSchema),
    errors: [],
    summary:
      'Coupons of the shop or the platform usable on a basket (threshold, range, dates); `state` when the member holds one unused.',
  }),
  receive: defineRoute({
    method: 'POST',
    path: '/wanlshop/coupon/receive',
    auth: 'member',
    input: IdInputSchema,
    output: ReceiveResultSchema,
    errors: [
      'coupon_not_found',
      'coupon_expired',
      'coupon_sold_out',
      'coupon_draw_limit',
      'coupon_level_required',
    ],
    summary:
      'Claims a coupon: per-member draw limit, total grant (never over-granted), vip level, dates.',
  }),
  myList: defineRoute({
    method: 'GET',
    path: '/wanlshop/coupon/getMyList',
    auth: 'member',
    input: MyCouponsQuerySchema,
    output: pageSchema(CouponReceiptSchema),
    errors: [],
    summary: 'The member’s coupons by state (1 unused, 2 used, 3 expired), newest first.',
  }),
  apply: defineRoute({
    method: 'GET',
    path: '/wanlshop/coupon/apply',
    auth: 'member',
    input: CouponApplyQuerySchema,
    output: CouponApplySchema,
    errors: ['coupon_not_found'],
    summary:
      'One of the member’s coupons and the goods it applies to (shop, price ≥ threshold, range).',
  }),
} as const;
