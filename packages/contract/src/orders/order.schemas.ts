import { z } from 'zod';
import { IdOrZeroSchema } from '../shared/input-bounds.ts';
import { IdempotencyKeySchema } from '../shared/amount.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import {
  IdSchema,
  MoneySchema,
  PurchaseQuantitySchema,
  UploadedImagesSchema,
} from './orders-shared.schemas.ts';
import { AddressSchema } from './address.schemas.ts';

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
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  title: z.string(),
  image: z.string(),
  difference: z.string(),
  price: MoneySchema,
  market_price: MoneySchema,
  number: z.number().int(),
  stock: z.number().int(),
  /** price × number. */
  sum: MoneySchema,
});

/** A coupon receipt of the member usable on one shop's part of the basket, with what it would save. */
export const CheckoutCouponSchema = z.object({
  /** The receipt id, sent back as `coupon_id` on submit. */
  id: z.number().int(),
  coupon_id: z.number().int(),
  name: z.string(),
  type: z.string(),
  limit: MoneySchema,
  discount_price: MoneySchema,
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
  total: MoneySchema,
  balance: MoneySchema,
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
  price: MoneySchema,
  balance: MoneySchema,
});

/** Order list filter: a state number (0 all) or a tab name. */
export const ORDER_TABS = ['all', 'pay', 'delive', 'receiving', 'evaluate', 'customer'] as const;
export const OrderListQuerySchema = PageQuerySchema.extend({
  state: z.union([z.coerce.number().int().min(0).max(7), z.enum(ORDER_TABS)]).default(0),
}).strict();

export const OrderGoodsSchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  title: z.string(),
  image: z.string(),
  difference: z.string(),
  price: MoneySchema,
  market_price: MoneySchema,
  number: z.number().int(),
  freight_price: MoneySchema,
  discount_price: MoneySchema,
  actual_payment: MoneySchema,
  refund_id: z.number().int().nullable(),
  refund_status: z.number().int(),
  commented: z.boolean(),
});

export const OrderPaySchema = z.object({
  pay_no: z.string(),
  trade_no: z.string(),
  number: z.number().int(),
  price: MoneySchema,
  order_price: MoneySchema,
  freight_price: MoneySchema,
  discount_price: MoneySchema,
  actual_payment: MoneySchema,
  refund_price: MoneySchema,
});

export const OrderRowSchema = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  order_no: z.string(),
  type: z.string(),
  state: z.number().int(),
  group_pending: z.boolean(),
  createtime: z.number().int(),
  goods: z.array(OrderGoodsSchema),
  pay: OrderPaySchema,
  shop: z.object({ id: z.number().int(), shopname: z.string() }),
});

export const LogisticsEntrySchema = z.object({
  context: z.string(),
  status: z.string(),
  time: z.string(),
});

export const OrderAddressSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  address: z.string(),
  address_name: z.string(),
});

export const OrderInfoSchema = OrderRowSchema.extend({
  isaddress: z.number().int(),
  express_name: z.string(),
  express_no: z.string(),
  remarks: z.string(),
  paymenttime: z.number().int(),
  delivertime: z.number().int(),
  taketime: z.number().int(),
  dealtime: z.number().int(),
  closetime: z.number().int(),
  logistics: LogisticsEntrySchema,
  address: OrderAddressSchema,
});

export const LogisticsSchema = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  order_no: z.string(),
  express_name: z.string(),
  express_no: z.string(),
  createtime: z.number().int(),
  paymenttime: z.number().int(),
  delivertime: z.number().int(),
  express: z.array(LogisticsEntrySchema),
});

export const EditOrderAddressInputSchema = z
  .object({ id: IdSchema, address_id: IdSchema })
  .strict();
export const BoughtGoodsSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  price: MoneySchema,
});
export const OrdersToShopInputSchema = z.object({ shop_id: IdSchema }).strict();
export const ShopOrderBriefSchema = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  order_no: z.string(),
  state: z.number().int(),
  goods: z.array(OrderGoodsSchema),
});

/** Merchant side: the caller's shop orders, by state (0 all). */
export const ShopOrderListQuerySchema = PageQuerySchema.extend({
  state: z.coerce.number().int().min(0).max(7).default(0),
}).strict();
export const ShopOrderRowSchema = OrderRowSchema.extend({
  remarks: z.string(),
  address: OrderAddressSchema,
  express_name: z.string(),
  express_no: z.string(),
  buyer: z.object({ id: z.number().int() }),
});
export const ShipOrderInputSchema = z
  .object({
    id: IdSchema,
    express_name: z.string().trim().min(1).max(32),
    express_no: z.string().trim().min(1).max(40),
  })
  .strict();

/** A review of a received order: every item at once, 1-5 stars, text and up to 6 uploaded images each. */
export const CommentOrderInputSchema = z
  .object({
    order_id: IdSchema,
    shop: z
      .object({
        describe: z.number().int().min(1).max(5),
        service: z.number().int().min(1).max(5),
        deliver: z.number().int().min(1).max(5),
        logistics: z.number().int().min(1).max(5),
      })
      .partial()
      .strict()
      .optional(),
    goodsList: z
      .array(
        z
          .object({
            id: IdSchema,
            score: z.number().int().min(1).max(5),
            comment: z.string().trim().max(500),
            imgList: UploadedImagesSchema(6).default([]),
          })
          .strict(),
      )
      .min(1)
      .max(50),
  })
  .strict();

export const MyReviewSchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  order_item_id: z.number().int().nullable(),
  score: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  sku: z.string(),
  createtime: z.number().int(),
  goods: z.object({ title: z.string(), image: z.string() }),
});

export type CheckoutPreview = z.infer<typeof CheckoutPreviewSchema>;
export type OrderRow = z.infer<typeof OrderRowSchema>;
export type OrderInfo = z.infer<typeof OrderInfoSchema>;
