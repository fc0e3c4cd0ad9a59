import { z } from 'zod';
import { PageQuerySchema } from '../shared/envelope.ts';
import {
  goodsLineShape,
  IdSchema,
  MoneySchema,
  OrderConfigSchema,
  UploadedImagesSchema,
} from './orders-shared.schemas.ts';
import { ImageUrlSchema, moneyFields, UnixTimeSchema } from '../shared/wire-fields.ts';

// Orders after checkout: the buyer's list and detail, logistics, the merchant's desk and reviews.

/** Order list filter: a state number (0 all) or a tab name. */
export const ORDER_TABS = ['all', 'pay', 'delive', 'receiving', 'evaluate', 'customer'] as const;
export const OrderListQuerySchema = PageQuerySchema.extend({
  state: z.union([z.coerce.number().int().min(0).max(7), z.enum(ORDER_TABS)]).default(0),
}).strict();

export const OrderGoodsSchema = z.object({
  id: z.number().int(),
  ...goodsLineShape,
  ...moneyFields('freight_price', 'discount_price', 'actual_payment'),
  refund_id: z.number().int().nullable(),
  refund_status: z.number().int(),
  commented: z.boolean(),
});

export const OrderPaySchema = z.object({
  pay_no: z.string(),
  trade_no: z.string(),
  number: z.number().int(),
  ...moneyFields(
    'price',
    'order_price',
    'freight_price',
    'discount_price',
    'actual_payment',
    'refund_price',
  ),
});

export const OrderRowSchema = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  order_no: z.string(),
  type: z.string(),
  state: z.number().int(),
  group_pending: z.boolean(),
  createtime: UnixTimeSchema,
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
  paymenttime: UnixTimeSchema,
  delivertime: UnixTimeSchema,
  taketime: UnixTimeSchema,
  dealtime: UnixTimeSchema,
  closetime: UnixTimeSchema,
  logistics: LogisticsEntrySchema,
  address: OrderAddressSchema,
  /** The timing rules the client counts down with (auto close, receipt, review). */
  config: OrderConfigSchema,
  /** 0: the shop's freight is summed per item (the protocol's freight strategy). */
  freight_type: z.number().int(),
});

/** The carrier as the protocol's logistics page shows it (our orders name the carrier as typed). */
export const CarrierSchema = z.object({ name: z.string(), logo: ImageUrlSchema, tel: z.string() });

/** An order's logistics: the order's shipping facts and the carrier's trail. */
export const LogisticsSchema = OrderInfoSchema.pick({
  id: true,
  shop_id: true,
  order_no: true,
  express_name: true,
  express_no: true,
  createtime: true,
  paymenttime: true,
  delivertime: true,
}).extend({
  express: z.array(LogisticsEntrySchema),
  kuaidi: CarrierSchema,
  goods: z.array(
    z.object({ id: z.number().int(), goods_id: z.number().int(), image: ImageUrlSchema }),
  ),
});

export const EditOrderAddressInputSchema = z
  .object({ id: IdSchema, address_id: IdSchema })
  .strict();
export const BoughtGoodsSchema = z.object({
  id: z.number().int(),
  image: ImageUrlSchema,
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
  createtime: UnixTimeSchema,
  goods: z.object({ title: z.string(), image: z.string() }),
});

export type OrderRow = z.infer<typeof OrderRowSchema>;
export type OrderInfo = z.infer<typeof OrderInfoSchema>;
