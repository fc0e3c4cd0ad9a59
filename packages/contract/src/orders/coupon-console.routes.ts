import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import { PageQuerySchema, pageSchema } from '../shared/envelope.ts';
import { IdSchema } from './orders-shared.schemas.ts';
import { CONSOLE_MERCHANTS } from '../access/roles.ts';
import {
  MerchantCouponInputSchema,
  MerchantCouponEditSchema,
  MerchantCouponSchema,
} from './coupon-console.schemas.ts';

/** The merchant's coupons: the caller's shop only; creating, editing and ending are audited. */
export const merchantCouponRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/console/merchant/coupons',
    ...CONSOLE_MERCHANTS,
    input: PageQuerySchema.extend({
      state: z.enum(['active', 'ended']).optional(),
      type: z.enum(['reduction', 'discount', 'shipping', 'vip']).optional(),
      name: z.string().trim().max(64, 'too_long').optional(),
    }),
    output: pageSchema(MerchantCouponSchema),
    errors: ['shop_not_found'],
    summary: 'The caller’s shop’s coupons with claimed and used counts, newest first.',
  }),
  create: defineRoute({
    method: 'POST',
    path: '/console/merchant/coupons/create',
    ...CONSOLE_MERCHANTS,
    input: MerchantCouponInputSchema,
    output: MerchantCouponSchema,
    errors: ['shop_not_found'],
    summary: 'A new coupon of the caller’s shop, claimable in the app at once; audited.',
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/console/merchant/coupons/edit',
    ...CONSOLE_MERCHANTS,
    input: MerchantCouponEditSchema,
    output: MerchantCouponSchema,
    errors: ['shop_not_found', 'coupon_terms_locked'],
    summary:
      'Edits a coupon of the shop; once claimed, its money terms (type, value, rate, threshold, validity) stay and the total cannot go below the claimed count; audited.',
  }),
  end: defineRoute({
    method: 'POST',
    path: '/console/merchant/coupons/end',
    ...CONSOLE_MERCHANTS,
    input: z
      .object({ id: IdSchema, reason: z.string().trim().min(1, 'required').max(200, 'too_long') })
      .strict(),
    output: MerchantCouponSchema,
    errors: ['shop_not_found'],
    summary:
      'Stops handing out a coupon of the shop (claimed receipts stay usable until their end); audited with the reason.',
  }),
} as const;
