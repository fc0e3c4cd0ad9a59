import { z } from 'zod';
import { IdNumberSchema, IdOrZeroSchema } from '../shared/input-bounds.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import { GoodsCardSchema } from '../catalog/catalog.schemas.ts';
import { IdSchema, MoneySchema } from './orders-shared.schemas.ts';
import { UnixTimeSchema } from '../shared/wire-fields.ts';

/** The four coupon types (protocol §4.4); `vip` acts as `user_type` for members of `user_level`. */
export const COUPON_TYPES = ['reduction', 'discount', 'shipping', 'vip'] as const;
export const CouponTypeSchema = z.enum(COUPON_TYPES);
export type CouponType = z.infer<typeof CouponTypeSchema>;

/**
 * What the viewer may do with a coupon: claim it, already holds the most allowed, all taken,
 * ended, or below the vip level. Visitors see `available` (claiming asks them to log in).
 */
export const ClaimStateSchema = z.enum(['available', 'received', 'sold_out', 'expired', 'level']);
export type ClaimState = z.infer<typeof ClaimStateSchema>;

/** The terms a coupon and its receipts share (face value, rate, threshold, scope). */
const CouponTermsSchema = z.object({
  shop_id: z.number().int(),
  /** `shopname` is empty for platform coupons (`shop_id` 0). */
  shop: z.object({ shopname: z.string() }),
  type: CouponTypeSchema,
  name: z.string(),
  /** How a vip coupon computes (`reduction` or `discount`); equals `type` otherwise. */
  user_type: z.enum(['reduction', 'discount']),
  user_level: z.number().int(),
  /** Face value (reduction, vip-reduction). */
  price: MoneySchema,
  /** The rate in tenths as the protocol shows it: "8.5" means pay 85 %. */
  discount: z.string(),
  /** Goods subtotal needed (freight excluded); "0.00" means none. */
  limit: MoneySchema,
  range_type: z.enum(['all', 'goods', 'category']),
  content: z.string(),
});

export const CouponSchema = CouponTermsSchema.extend({
  id: z.number().int(),
  pre_type: z.enum(['fixed', 'appoint']),
  /** Days a receipt lasts (appoint). */
  validity: z.number().int(),
  /** Unix seconds; 0 when not fixed. */
  startdate: z.number().int(),
  enddate: z.number().int(),
  /** Per member; 0 unlimited. */
  drawlimit: z.number().int(),
  /** -1 unlimited. */
  grant: z.number().int(),
  alreadygrant: z.number().int(),
  /** What is left; -1 unlimited. */
  surplus: z.number().int(),
  usenum: z.number().int(),
  invalid: z.boolean(),
  /** The viewer's receipts of this coupon (0 for visitors). */
  received: z.number().int(),
  claim: ClaimStateSchema,
});
export type Coupon = z.infer<typeof CouponSchema>;

/** A member's copy of a coupon. `state`: 1 unused, 2 used, 3 expired. */
export const CouponReceiptSchema = CouponTermsSchema.extend({
  id: z.number().int(),
  coupon_id: z.number().int(),
  coupon_no: z.string(),
  state: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  order_id: z.number().int().nullable(),
  /** Unix seconds. */
  valid_from: z.number().int(),
  valid_until: z.number().int(),
  createtime: UnixTimeSchema,
  usetime: UnixTimeSchema,
});
export type CouponReceipt = z.infer<typeof CouponReceiptSchema>;

/** Coupon centre: coupons to claim, of a type, of a shop (`shop_id`; 0 = platform) or all. */
export const CouponListQuerySchema = PageQuerySchema.extend({
  type: CouponTypeSchema.optional(),
  shop_id: IdOrZeroSchema.optional(),
}).strict();

/** Comma-separated positive ids ("3,5,8"), at most 50. */
const IdCsvSchema = z
  .string()
  .max(600)
  .regex(/^(\d+(,\d+)*)?$/)
  .transform((value) =>
    value
      ? value
          .split(',')
          .map(Number)
          .filter((n) => n > 0)
      : [],
  )
  .pipe(z.array(IdNumberSchema).max(50));

/** Coupons usable for a basket of one shop (product page and checkout helpers). */
export const CouponQueryInputSchema = z
  .object({
    goods_id: IdCsvSchema.default([]),
    shop_id: IdSchema,
    category_id: IdCsvSchema.default([]),
    /** The goods subtotal ("12.50"); coupons whose threshold is above it are left out. */
    price: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,2})?$/)
      .default('0'),
  })
  .strict();

/** A coupon usable on the basket: `state` true when the member holds an unused receipt (then `receipt_id`). */
export const UsableCouponSchema = CouponSchema.extend({
  state: z.boolean(),
  receipt_id: z.number().int().nullable(),
  choice: z.boolean(),
});

export const MyCouponsQuerySchema = PageQuerySchema.extend({
  state: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .default(1),
}).strict();

export const ReceiveResultSchema = z.object({
  id: z.number().int(),
  coupon_no: z.string(),
  /** This member is the Nth to claim it. */ nth: z.number().int(),
});

export const CouponApplyQuerySchema = PageQuerySchema.extend({ id: IdSchema }).strict();
export const CouponApplySchema = z.object({
  coupon: CouponReceiptSchema,
  goods: z.object({
    total: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
    data: z.array(GoodsCardSchema),
  }),
});
