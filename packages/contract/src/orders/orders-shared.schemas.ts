import { z } from 'zod';
import { IdSchema } from '../shared/input-bounds.ts';
import { ImageUrlSchema, moneyFields, MoneySchema } from '../shared/wire-fields.ts';

/** A money figure as the wire carries it (see `shared/wire-fields.ts`). */
export { MoneySchema };

/** A positive id, from a query string or a body (bounded to PostgreSQL's integer). */
export { IdSchema };
export { IdInputSchema } from '../shared/route-inputs.ts';

/** One goods line of a basket or an order: which goods and SKU, as bought, and how many. */
export const goodsLineShape = {
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  title: z.string(),
  image: ImageUrlSchema,
  difference: z.string(),
  ...moneyFields('price', 'market_price'),
  number: z.number().int(),
};

/**
 * A purchase quantity as sent. Any finite number passes the schema: the use case answers
 * `quantity_illegal` ("please enter a legal purchase quantity") for 0, negative, fractional or
 * above-stock values, as the spec words it.
 */
export const PurchaseQuantitySchema = z.number().finite();

/** A legal purchase quantity: a whole number from 1 to the stock (and 9999). */
export const isLegalQuantity = (value: number, stock: number): boolean =>
  Number.isInteger(value) && value >= 1 && value <= Math.min(stock, 9999);

/** An upload's full URL (the protocol client sends `fullurl`) read as our `/uploads/...` path. */
const uploadPathOf = (value: unknown) =>
  typeof value === 'string' ? value.replace(/^https?:\/\/[^/]+(?=\/uploads\/)/, '') : value;

/** Uploaded image URLs (our uploads only, a full URL kept as its path), at most `max`. */
export const UploadedImagesSchema = (max: number) =>
  z
    .array(
      z.preprocess(
        uploadPathOf,
        z
          .string()
          .max(255)
          .regex(/^\/uploads\/[\w./-]+$/),
      ),
    )
    .max(max);

/**
 * The protocol's plugin `order` config as order and refund details carry it (§4.1), in days (a
 * fraction where the rule is set in minutes): the client counts down to the next automatic step.
 */
export const OrderConfigSchema = z.object({
  /** Unpaid order closed after. */
  cancel: z.number(),
  /** Shipped order received automatically after. */
  receiving: z.number(),
  /** Received order reviewed automatically after. */
  comment: z.number(),
  /** After-sale window after receipt. */
  customer: z.number(),
  /** Untreated refund request agreed after. */
  autoagree: z.number(),
  /** The buyer ships an agreed return within. */
  returntime: z.number(),
  /** The shop receives a shipped return within. */
  receivingtime: z.number(),
});
export type OrderConfig = z.infer<typeof OrderConfigSchema>;

/** A one-time page token (checkout, cashier): sent back by the next step, it is that step's idempotency key. */
export const PageTokenSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalid_value');
