import { z } from 'zod';
import { IdSchema, MoneySchema, PurchaseQuantitySchema } from './orders-shared.schemas.ts';
import { ImageUrlSchema, moneyFields } from '../shared/wire-fields.ts';

/** At most this many lines in one synchro or storage request (a cart is a short list). */
export const CART_BATCH_MAX = 200;

/** A local cart line as the client sends it at synchro or `add` (extra local fields are dropped). */
export const CartLineInputSchema = z.object({
  goods_id: IdSchema,
  shop_id: IdSchema,
  sku_id: IdSchema,
  number: PurchaseQuantitySchema,
});
export type CartLineInput = z.infer<typeof CartLineInputSchema>;

/** A goods+SKU reference (del, follow). */
export const CartRefSchema = z.object({ goods_id: IdSchema, sku_id: IdSchema });

export const CartSynchroInputSchema = z
  .object({ cart: z.array(CartLineInputSchema).max(CART_BATCH_MAX).nullable().default(null) })
  .strict();

/** A server cart row, ready to group by shop; prices are the SKU's current ones. */
export const CartRowSchema = z.object({
  shop_id: z.number().int(),
  shop_name: z.string(),
  goods_id: z.number().int(),
  title: z.string(),
  image: ImageUrlSchema,
  number: z.number().int(),
  sku_id: z.number().int(),
  sku: z.object({
    id: z.number().int(),
    ...moneyFields('price', 'market_price'),
    stock: z.number().int(),
    difference: z.string(),
  }),
  sum: MoneySchema,
  checked: z.literal(false),
});
export type CartRow = z.infer<typeof CartRowSchema>;

const SetNumber = {
  goods_id: IdSchema,
  sku_id: IdSchema,
  number: PurchaseQuantitySchema,
  sum: z.union([z.string(), z.number()]).optional(),
};

/** The storage changes of protocol §2.7, one per `type`. */
export const CartStorageChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('empty') }).strict(),
  z.object({ type: z.literal('add'), data: CartLineInputSchema }).strict(),
  z.object({ type: z.literal('bcadd'), ...SetNumber }).strict(),
  z.object({ type: z.literal('bcsub'), ...SetNumber }).strict(),
  z
    .object({ type: z.literal('del'), data: z.array(CartRefSchema).min(1).max(CART_BATCH_MAX) })
    .strict(),
  z
    .object({ type: z.literal('follow'), data: z.array(CartRefSchema).min(1).max(CART_BATCH_MAX) })
    .strict(),
]);
export type CartStorageChange = z.infer<typeof CartStorageChangeSchema>;
export const CART_STORAGE_TYPES = ['empty', 'add', 'bcadd', 'bcsub', 'del', 'follow'] as const;

/** Any other `type`: accepted by the schema so the use case answers `cart_type_invalid`. */
export const UnknownCartTypeSchema = z
  .object({
    type: z
      .string()
      .max(32)
      .refine((type) => !(CART_STORAGE_TYPES as readonly string[]).includes(type)),
  })
  .loose();

export const CartStorageInputSchema = z.union([CartStorageChangeSchema, UnknownCartTypeSchema]);

/** `''`, or for `follow` the number of favourites written. */
export const CartStorageResultSchema = z.union([z.literal(''), z.number().int()]);
