import { z } from 'zod';
import { IdOrZeroSchema } from '../shared/input-bounds.ts';
import { IdempotencyKeySchema } from '../shared/amount.ts';
import {
  goodsLineShape,
  IdSchema,
  MoneySchema,
  PageTokenSchema,
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
export const AddressDataSchema = AddressSchema.omit({
  default: true,
  formatted_address: true,
  address_name: true,
});

export const CheckoutProductSchema = z.object({
  ...goodsLineShape,
  stock: z.number().int(),
  /** price × number. */
  sum: MoneySchema,
  /** False for virtual goods (cloud phones, scripts, codes): nothing is delivered, no freight. */
  ships: z.boolean(),
  /** The protocol's reading of the line: the goods id, its SKU (spec values as a list) and category. */
  id: z.number().int(),
  sku: z.object({ id: z.number().int(), price: MoneySchema, difference: z.array(z.string()) }),
  /** Sent back on submit; the shop's freight rule is re-read there (0: none named). */
  freight_id: z.number().int(),
  shop_category_id: z.number().int(),
});

/** A coupon receipt of the member usable on one shop's part of the basket, with what it would save. */
export const CheckoutCouponSchema = z.object({
  /** The receipt id, sent back as `coupon_id` on submit. */
  id: z.number().int(),
  coupon_id: z.number().int(),
  name: z.string(),
  type: z.string(),
  ...moneyFields('limit', 'discount_price'),
  /** The protocol client's reading: held (`state`), not chosen yet, how it acts (`usertype`), */
  state: z.boolean(),
  choice: z.boolean(),
  usertype: z.string(),
  /** what it saves on this basket, and a discount's rate in tenths ("8.5": pay 85 %). */
  price: MoneySchema,
  discount: z.string(),
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
  /** The freight before a shipping coupon (the client restores it when the coupon is unselected). */
  freight_price_bak: MoneySchema,
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
  /** One-time token for submitting this checkout (valid 180 s; `addOrder`'s idempotency key). */
  token: PageTokenSchema,
});

/** A submitted line: a basket line and the freight rule the preview named (re-read, never trusted). */
const SubmitLineSchema = CheckoutLineSchema.extend({ freight_id: z.number().int().optional() });

/** Either the preview's one-time `token` (the protocol client) or an idempotency key (the web app). */
const keyed = <T extends { token?: string; idempotency_key?: string }>(input: T) =>
  input.token !== undefined || input.idempotency_key !== undefined;
const KEY_ISSUE = { message: 'required', path: ['token'] };

/**
 * Submit: one order per shop, once per key: the preview's one-time `token` or an idempotency key.
 * `coupon_id` is a receipt id (0 = none).
 */
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
                products: z.array(SubmitLineSchema).min(1).max(50),
              })
              .strict(),
          )
          .min(1)
          .max(20),
      })
      .strict(),
    token: PageTokenSchema.optional(),
    idempotency_key: IdempotencyKeySchema.optional(),
  })
  .strict()
  .refine(keyed, KEY_ISSUE);

/** A placed order as the cashier row the protocol client opens (`id` and `order_id` are the order). */
export const CreatedOrderSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  /** Empty until paid. */
  pay_no: z.string(),
  /** `goods` or `groups`. */
  type: z.string(),
  price: MoneySchema,
  shop_id: z.number().int(),
});
/** The placed orders and a one-time token for paying them (`pay/payment`'s idempotency key). */
export const AddOrderResultSchema = z.object({
  list: z.array(CreatedOrderSchema),
  token: PageTokenSchema,
});

export const OrderTypeSchema = z.enum(['goods', 'groups']);

/** Order ids for the cashier (1-20 orders paid together). */
export const OrderIdsSchema = z.array(IdSchema).min(1).max(20);
export const GetPayInputSchema = z
  .object({ order_id: z.union([IdSchema, OrderIdsSchema]), order_type: OrderTypeSchema.optional() })
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
  /** The protocol's single-order reading: the first order's number, the total, and its type. */
  order_id: z.union([z.number().int(), z.array(z.number().int())]),
  order_no: z.string(),
  pay_no: z.string(),
  price: MoneySchema,
  order_type: z.string(),
  /** One-time token for paying these orders (`pay/payment`'s idempotency key). */
  token: PageTokenSchema,
});

/**
 * Pays own unpaid orders (one id or a list) from the balance, once per key: the cashier's one-time
 * `token` or an idempotency key. `method` and `code` name the client's platform (unused for balance).
 */
export const PaymentInputSchema = z
  .object({
    order_id: z.union([IdSchema, OrderIdsSchema]),
    order_type: OrderTypeSchema.optional(),
    type: z.literal('balance'),
    method: z.string().max(16).optional(),
    code: z.string().max(256).optional(),
    token: PageTokenSchema.optional(),
    idempotency_key: IdempotencyKeySchema.optional(),
  })
  .strict()
  .refine(keyed, KEY_ISSUE);
export const PaymentResultSchema = z.object({
  order_id: z.array(z.number().int()),
  pay_no: z.string(),
  ...moneyFields('price', 'balance'),
});
export type CheckoutPreview = z.infer<typeof CheckoutPreviewSchema>;
