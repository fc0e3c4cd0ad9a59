import { z } from 'zod';
import { IdOrZeroSchema } from '../shared/input-bounds.ts';
import { IdempotencyKeySchema } from '../shared/amount.ts';
import {
  goodsLineShape,
  IdSchema,
  MoneySchema,
  PurchaseQuantitySchema,
} from './orders-shared.schemas.ts';
import { AddressSchema } from './address.schemas.ts';
import { moneyFields } from '../shared/wire-fields.ts';

// Checkout and the cashier: the basket preview, placing orders (one per shop) and paying them.

/** One basket line as the client sends it (preview and submit). */
export const CheckoutLineSchema = z
  .object({ goods_id: IdSchema, sku_id: IdSchema, number: PurchaseQuantitySchema })
  .strict();

/** "Confirm order" preview: up to 50 lines and an optional address (default address otherwise). */
export const CheckoutPreviewInputSchema = z
  .object({ data: z.array(CheckoutLineSchema).min(1).max(50), address_id: IdSchema.optional() })
  .strict();

/** The delivery address of a checkout: an address without its default flag. */
export const AddressDataSchema = AddressSchema.omit({ default: true });

export const CheckoutProductSchema = z.object({
  ...goodsLineShape,
  stock: z.number().int(),
  /** price × number. */
  sum: MoneySchema,
  /** False for virtual goods (cloud phones, scripts, codes): nothing is delivered, no freight. */
  ships: z.boolean(),
});

/** A coupon receipt of the member usable on one shop's part of the basket, with what it would save. */
export const CheckoutCouponSchema = z.object({
  /** The receipt id, sent back as `coupon_id` on submit. */
  id: z.number().int(),
  coupon_id: z.number().int(),
  name: z.string(),
  type: z.string(),
  ...moneyFields('limit', 'discount_price'),
});

export const CheckoutShopSchema = z.object({
  shop_id: z.number().int(),
  shop_name: z.string(),
  products: z.array(CheckoutProductSchema),
  coupon: z.array(CheckoutCouponSchema),
  freight: z.object({ name: z.string(), price: MoneySchema }),
  number: z.number().int(),
  /** Goods plus freight. */
  sub_price: MoneySchema,
  /** Goods only. */
  order_price: MoneySchema,
  /** The member's own discount on the goods (the better of VIP and distributor; never both), or null. */
  member_discount: z
    .object({
      source: z.enum(['vip', 'distributor']),
      rate_bps: z.number().int(),
      amount: MoneySchema,
    })
    .nullable()
    .optional(),
});

export const CheckoutPreviewSchema = z.object({
  addressData: AddressDataSchema.nullable(),
  orderData: z.object({
    lists: z.array(CheckoutShopSchema),
    statis: z.object({ allnum: z.number().int(), allsub: MoneySchema }),
  }),
});

/** Submit: one order per shop, once per idempotency key. `coupon_id` is a receipt id (0 = none). */
export const AddOrderInputSchema = z
  .object({
    order: z
      .object({
        address_id: IdSchema.optional(),
        lists: z
          .array(
            z
              .object({
                shop_id: IdSchema,
                remarks: z.string().max(200).optional(),
                coupon_id: IdOrZeroSchema.optional(),
                products: z.array(CheckoutLineSchema).min(1).max(50),
              })
              .strict(),
          )
          .min(1)
          .max(20),
      })
      .strict(),
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();

export const CreatedOrderSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  price: MoneySchema,
  shop_id: z.number().int(),
});
export const AddOrderResultSchema = z.object({ list: z.array(CreatedOrderSchema) });

/** Order ids for the cashier (1-20 orders paid together). */
export const OrderIdsSchema = z.array(IdSchema).min(1).max(20);
export const GetPayInputSchema = z
  .object({ order_id: z.union([IdSchema, OrderIdsSchema]) })
  .strict();
export const PayRowSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  price: MoneySchema,
  shop_name: z.string(),
});
export const GetPaySchema = z.object({
  list: z.array(PayRowSchema),
  ...moneyFields('total', 'balance'),
});

export const PaymentInputSchema = z
  .object({
    order_id: OrderIdsSchema,
    type: z.literal('balance'),
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();
export const PaymentResultSchema = z.object({
  order_id: z.array(z.number().int()),
  pay_no: z.string(),
  ...moneyFields('price', 'balance'),
});
export type CheckoutPreview = z.infer<typeof CheckoutPreviewSchema>;
