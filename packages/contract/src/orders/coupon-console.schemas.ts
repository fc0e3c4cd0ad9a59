import { z } from 'zod';
import { AmountSchema, parseAmountToMinor } from '../shared/amount.ts';
import { IdSchema, MoneySchema } from './orders-shared.schemas.ts';
import { countFields, UnixTimeSchema } from '../shared/wire-fields.ts';

// The merchant console's coupons: the terms a merchant sets and the coupon as the console lists it.

/** A threshold: digits with at most two decimals, 0 meaning none; parsed to minor units. */
const ThresholdSchema = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,9})(\.\d{1,2})?$/, 'invalid_amount')
  .transform((value) => parseAmountToMinor(value));

const UnixSecondsSchema = z.number().int().min(0).max(4_102_444_800, 'invalid_date');

/** A shop coupon's terms: amount off, discount (pay `discount`% of the goods) or free shipping. */
export const MerchantCouponFieldsSchema = z
  .object({
    type: z.enum(['reduction', 'discount', 'shipping'], { error: 'invalid_value' }),
    name: z.string().trim().min(1, 'required').max(64, 'too_long'),
    /** Face value (reduction). */
    price: AmountSchema.optional(),
    /** Percent of the goods paid (discount): 85 = 15 % off. */
    discount: z.number().int().min(1, 'invalid_value').max(99, 'invalid_value').optional(),
    /** Goods subtotal needed; "0" none. */
    limit: ThresholdSchema,
    pre_type: z.enum(['fixed', 'appoint'], { error: 'invalid_value' }),
    startdate: UnixSecondsSchema.optional(),
    enddate: UnixSecondsSchema.optional(),
    validity: z.number().int().min(1, 'invalid_value').max(3650, 'invalid_value').optional(),
    /** Per member; 0 unlimited. */
    drawlimit: z.number().int().min(0, 'invalid_value').max(1000, 'invalid_value'),
    /** How many can be claimed; -1 unlimited. */
    grant: z.number().int().min(-1, 'invalid_value').max(10_000_000, 'invalid_value'),
    content: z.string().trim().max(500, 'too_long').default(''),
  })
  .strict();

type CouponFields = z.output<typeof MerchantCouponFieldsSchema>;

/** The terms a type needs: a face value, a rate, a date range or a validity; no zero grant. */
function checkTerms(fields: CouponFields, ctx: z.RefinementCtx): void {
  const need = (ok: boolean, path: string, message = 'required') => {
    if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
  };
  if (fields.type === 'reduction') {
    need(fields.price !== undefined, 'price');
    if (fields.price !== undefined && fields.limit > 0n)
      need(fields.price < fields.limit, 'price', 'invalid_amount');
  }
  if (fields.type === 'discount') need(fields.discount !== undefined, 'discount');
  if (fields.pre_type === 'fixed') {
    need(fields.startdate !== undefined, 'startdate');
    need(fields.enddate !== undefined, 'enddate');
    if (fields.startdate !== undefined && fields.enddate !== undefined)
      need(fields.enddate > fields.startdate, 'enddate', 'invalid_date');
  } else need(fields.validity !== undefined, 'validity');
  need(fields.grant !== 0, 'grant', 'invalid_value');
}

export const MerchantCouponInputSchema = MerchantCouponFieldsSchema.superRefine(checkTerms);
export const MerchantCouponEditSchema = MerchantCouponFieldsSchema.extend({
  id: IdSchema,
}).superRefine(checkTerms);
export type MerchantCouponInput = z.output<typeof MerchantCouponInputSchema>;

export const MerchantCouponSchema = z.object({
  id: z.number().int(),
  type: z.enum(['reduction', 'discount', 'shipping', 'vip']),
  name: z.string(),
  price: MoneySchema,
  discount: z.number().int(),
  limit: MoneySchema,
  pre_type: z.enum(['fixed', 'appoint']),
  startdate: z.number().int(),
  enddate: z.number().int(),
  validity: z.number().int(),
  drawlimit: z.number().int(),
  grant: z.number().int(),
  /** Claimed so far, and used on orders. */
  ...countFields('granted', 'used'),
  /** `active`: members can claim it; `ended`: ended by the shop, past its dates or all claimed. */
  state: z.enum(['active', 'ended']),
  content: z.string(),
  createtime: UnixTimeSchema,
});
export type MerchantCoupon = z.infer<typeof MerchantCouponSchema>;
