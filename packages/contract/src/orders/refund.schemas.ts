import { z } from 'zod';
import { shopShape } from '../catalog/catalog.schemas.ts';
import { AmountSchema } from '../shared/amount.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import {
  goodsLineShape,
  IdSchema,
  MoneySchema,
  OrderConfigSchema,
  UploadedImagesSchema,
} from './orders-shared.schemas.ts';
import { ImageUrlSchema, UnixTimeSchema } from '../shared/wire-fields.ts';

// The states, actors and log events of a request are in refund-states.ts (the state table).

/** 0 refund only, 1 return and refund. */
export const REFUND_TYPES = [0, 1] as const;
/** 0 dislike, 1 empty parcel, 2 never delivered, 3 colour/size mismatch, 4 quality problem, 5 missing items, 6 counterfeit. */
export const REFUND_REASONS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Couriers a return can be shipped with (names only; the number is typed by the buyer). */
export const RETURN_COURIERS = [
  'SF Express',
  'ZTO Express',
  'YTO Express',
  'STO Express',
  'Yunda Express',
  'JD Logistics',
  'EMS',
  'J&T Express',
  'DHL',
  'FedEx',
  'UPS',
] as const;

const smallEnum = (max: number) =>
  z.coerce
    .number({ error: 'invalid_value' })
    .int('invalid_value')
    .min(0, 'invalid_value')
    .max(max, 'invalid_value');
export const RefundTypeSchema = smallEnum(1);
export const RefundReasonSchema = smallEnum(6);
export const RefundExpressTypeSchema = smallEnum(1);

/** Evidence images: an array of our upload urls, or the protocol's comma-separated string. */
export const RefundImagesSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : value,
  UploadedImagesSchema(6),
);

const RefundFields = {
  money: AmountSchema,
  type: RefundTypeSchema,
  reason: RefundReasonSchema,
  expressType: RefundExpressTypeSchema.default(0),
  images: RefundImagesSchema.default([]),
  refund_content: z.string().trim().max(500).default(''),
};

/** A request on one order item (`goods` is the order item id). */
export const RefundApplyInputSchema = z
  .object({ order_id: IdSchema, goods: IdSchema, ...RefundFields })
  .strict();
/** Changes a request while it is applied or refused; it goes back to "applied". */
export const RefundEditInputSchema = z.object({ id: IdSchema, ...RefundFields }).strict();
export const RefundShipInputSchema = z
  .object({
    id: IdSchema,
    express_name: z.string().trim().min(1).max(32),
    express_no: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/, 'invalid_value'),
  })
  .strict();
export const RefundRefuseInputSchema = z
  .object({ id: IdSchema, refuse_content: z.string().trim().min(1).max(500) })
  .strict();
export const RefundListQuerySchema = PageQuerySchema.extend({
  state: z.coerce.number().int().min(-1).max(6).default(-1),
}).strict();

/** The order item asked about: its goods line as bought (without SKU and reference price). */
export const RefundGoodsSchema = z
  .object({
    /** The order item id. */
    id: z.number().int(),
    ...goodsLineShape,
    /** What was paid for the item (the refund ceiling). */
    actual_payment: MoneySchema,
  })
  .omit({ sku_id: true, market_price: true });

export const RefundShopSchema = z.object(shopShape);

export const RefundRowSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  shop_id: z.number().int(),
  /** The order item id (the protocol's single-id `goods_ids`). */
  goods_ids: z.number().int(),
  price: MoneySchema,
  type: z.number().int(),
  reason: z.number().int(),
  state: z.number().int(),
  createtime: UnixTimeSchema,
  goods: RefundGoodsSchema,
  shop: RefundShopSchema,
});

export const RefundLogSchema = z.object({
  id: z.number().int(),
  /** 0 buyer, 1 shop, 2 platform, 3 system. */
  type: z.number().int(),
  event: z.string(),
  content: z.string(),
  /** The buyer's or shop's name (empty for the platform and the system; the client names those). */
  name: z.string(),
  avatar: ImageUrlSchema,
  createtime: UnixTimeSchema,
});

export const ReturnAddressSchema = z.object({
  returnName: z.string(),
  returnPhoneNum: z.string(),
  returnAddr: z.string(),
});

export const RefundInfoSchema = RefundRowSchema.extend({
  expressType: z.number().int(),
  images: z.array(z.string()),
  refund_content: z.string(),
  refuse_content: z.string(),
  express_name: z.string(),
  express_no: z.string(),
  agreetime: UnixTimeSchema,
  returntime: UnixTimeSchema,
  rejecttime: UnixTimeSchema,
  closingtime: UnixTimeSchema,
  completetime: UnixTimeSchema,
  /** When the system acts on its own if nobody does (unix seconds; 0 when nothing is pending). */
  due_time: UnixTimeSchema,
  /** Most the buyer may ask for when editing: the item's paid amount, bounded by what remains on the order. */
  max_money: MoneySchema,
  goods_number: z.number().int(),
  /** The shop's return address, only while the return is awaited (state 1). */
  shopConfig: ReturnAddressSchema.nullable(),
  /** Couriers to pick for a return; `code` is what `toExpress` takes as `express_name`. */
  kuaidi: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })),
  log: z.array(RefundLogSchema),
  /** The timing rules the client counts down with (auto agree, return shipping and receipt). */
  config: OrderConfigSchema,
});

/** What the apply page needs: the item, the most that can be asked, and whether it is still in the window. */
export const RefundApplyInfoQuerySchema = z
  .object({ order_id: IdSchema, goods_id: IdSchema })
  .strict();
export const RefundApplyInfoSchema = z.object({
  order_id: z.number().int(),
  order_state: z.number().int(),
  goods: RefundGoodsSchema,
  max_money: MoneySchema,
  shop: RefundShopSchema,
});

/** Merchant and console rows: the request with the buyer. */
export const ShopRefundRowSchema = RefundInfoSchema.omit({
  log: true,
  config: true,
  kuaidi: true,
  shopConfig: true,
  max_money: true,
  goods_number: true,
}).extend({
  buyer: z.object({ id: z.number().int(), nickname: z.string() }),
});

export type RefundRow = z.infer<typeof RefundRowSchema>;
export type RefundInfo = z.infer<typeof RefundInfoSchema>;
export type RefundLog = z.infer<typeof RefundLogSchema>;
export type RefundApplyInfo = z.infer<typeof RefundApplyInfoSchema>;
export type ShopRefundRow = z.infer<typeof ShopRefundRowSchema>;
