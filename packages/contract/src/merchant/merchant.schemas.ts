import { z } from 'zod';
import { AmountSchema } from '../shared/amount.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import { IdSchema } from '../shared/input-bounds.ts';
import { MoneySchema } from '../orders/orders-shared.schemas.ts';
import type { ShopOrderRowSchema } from '../orders/order.schemas.ts';
import { countFields, ImageUrlSchema, moneyFields, UnixTimeSchema } from '../shared/wire-fields.ts';

/** A goods is on sale (`normal`) or off sale (`hidden`). */
export const GOODS_STATUSES = ['normal', 'hidden'] as const;
export const GoodsStatusSchema = z.enum(GOODS_STATUSES, { error: 'invalid_value' });
export type GoodsStatus = z.infer<typeof GoodsStatusSchema>;

/** Most specs a goods has, items per spec, SKUs per goods and images per goods. */
export const GOODS_LIMITS = { specs: 3, items: 12, skus: 200, images: 9 } as const;

const UploadUrl = z
  .string()
  .max(255)
  .regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, 'invalid_value');
const Name = z.string().trim().min(1, 'required').max(32, 'too_long');

/** The caller's shop goods, by status (all when absent), category and title words. */
export const MerchantGoodsListQuerySchema = PageQuerySchema.extend({
  status: GoodsStatusSchema.optional(),
  category_id: IdSchema.optional(),
  q: z.string().trim().max(60, 'too_long').optional(),
}).strict();

export const MerchantGoodsRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: ImageUrlSchema,
  category: z.object({ id: z.number().int(), name: z.string() }),
  /** The lowest SKU price. */
  price: MoneySchema,
  /** Stock and sales of every SKU together, and how many SKUs there are. */
  ...countFields('stock', 'sales', 'sku_count'),
  status: GoodsStatusSchema,
  createtime: UnixTimeSchema,
});

/** A spec (e.g. colour) and its values (red, blue). */
export const GoodsSpecSchema = z
  .object({
    name: Name,
    items: z.array(Name).min(1, 'required').max(GOODS_LIMITS.items, 'too_long'),
  })
  .strict()
  .refine((spec) => new Set(spec.items).size === spec.items.length, {
    message: 'invalid_value',
    path: ['items'],
  });

/** One SKU: the spec values it stands for (one per spec, in spec order), prices, stock, its code. */
export const GoodsSkuInputSchema = z
  .object({
    difference: z.array(Name).max(GOODS_LIMITS.specs),
    price: AmountSchema,
    market_price: AmountSchema,
    stock: z.number().int().min(0).max(999_999),
    code: z
      .string()
      .trim()
      .max(32, 'too_long')
      .regex(/^[A-Za-z0-9._-]*$/, 'invalid_value')
      .default(''),
  })
  .strict();

const keyOf = (values: readonly string[]) => JSON.stringify(values);

/** Every combination of the specs' values, in spec order (one SKU each; none ⇒ one SKU of no values). */
export function specCombinations(specs: ReadonlyArray<{ items: readonly string[] }>): string[][] {
  return specs.reduce<string[][]>(
    (combos, spec) => combos.flatMap((combo) => spec.items.map((item) => [...combo, item])),
    [[]],
  );
}

const GoodsTitle = z.string().trim().max(120, 'too_long');
const GoodsContent = z.string().max(20_000, 'too_long');

/** The goods' title and text in one translated language; '' leaves the app showing the English. */
const GoodsTextsInSchema = z
  .object({ title: GoodsTitle.default(''), content: GoodsContent.default('') })
  .strict();

/** Title and text per translated language; a language left out keeps what it has. */
export const GoodsTranslationsInputSchema = z
  .object({
    'zh-Hant': GoodsTextsInSchema.optional(),
    tr: GoodsTextsInSchema.optional(),
    id: GoodsTextsInSchema.optional(),
  })
  .strict();

const GoodsTextsSchema = z.object({ title: z.string(), content: z.string() });

/** Creates (no id) or edits a goods of the caller's shop: SKUs cover every spec combination exactly once. */
export const GoodsSaveInputSchema = z
  .object({
    id: IdSchema.optional(),
    /** The English title (required); other languages go in `translations`. */
    title: GoodsTitle.min(1, 'required'),
    category_id: IdSchema,
    images: z.array(UploadUrl).min(1, 'required').max(GOODS_LIMITS.images, 'too_long'),
    content: GoodsContent.default(''),
    translations: GoodsTranslationsInputSchema.optional(),
    specs: z.array(GoodsSpecSchema).max(GOODS_LIMITS.specs, 'too_long'),
    skus: z.array(GoodsSkuInputSchema).min(1, 'required').max(GOODS_LIMITS.skus, 'too_long'),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (new Set(input.specs.map((s) => s.name)).size !== input.specs.length)
      ctx.addIssue({ code: 'custom', message: 'invalid_value', path: ['specs'] });
    const wanted = new Set(specCombinations(input.specs).map(keyOf));
    const seen = new Set<string>();
    input.skus.forEach((sku, index) => {
      const key = keyOf(sku.difference);
      if (!wanted.has(key) || seen.has(key))
        ctx.addIssue({ code: 'custom', message: 'invalid_value', path: ['skus', index] });
      seen.add(key);
    });
    if (seen.size !== wanted.size)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['skus'] });
  });
export type GoodsSaveInput = z.output<typeof GoodsSaveInputSchema>;

export const MerchantGoodsDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category_id: z.number().int(),
  images: z.array(z.string()),
  content: z.string(),
  /** Title and text per translated language ('' where there is none). */
  translations: z.object({
    'zh-Hant': GoodsTextsSchema,
    tr: GoodsTextsSchema,
    id: GoodsTextsSchema,
  }),
  status: GoodsStatusSchema,
  specs: z.array(z.object({ name: z.string(), items: z.array(z.string()) })),
  skus: z.array(
    z.object({
      id: z.number().int(),
      difference: z.array(z.string()),
      ...moneyFields('price', 'market_price'),
      stock: z.number().int(),
      sales: z.number().int(),
      code: z.string(),
    }),
  ),
});

export const GoodsStatusInputSchema = z
  .object({ id: IdSchema, status: GoodsStatusSchema })
  .strict();

/** Counts for the console menu badges. */
export const MerchantBadgesSchema = z.object(countFields('to_ship', 'open_refunds'));

/** The merchant's figures: today, what waits for the shop, and money from the ledger. */
export const MerchantDashboardSchema = z.object({
  shop: z.object({ id: z.number().int(), shopname: z.string() }),
  today_orders: z.number().int(),
  today_sales: MoneySchema,
  ...MerchantBadgesSchema.shape,
  goods_on_sale: z.number().int(),
  /** Paid to the shop owner's balance by order settlements (ledger). */
  settled: MoneySchema,
  /** Paid by buyers and still held in escrow until settlement (orders not settled, less refunds). */
  pending: MoneySchema,
});

const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');

/** The caller's shop orders by state (0 all), order number and creation dates (UTC days, inclusive). */
export const MerchantOrderListQuerySchema = PageQuerySchema.extend({
  state: z.coerce.number().int().min(0).max(7).default(0),
  order_no: z.string().trim().max(40, 'too_long').optional(),
  date_from: DateSchema.optional(),
  date_to: DateSchema.optional(),
}).strict();

export type GoodsTranslationsInput = z.output<typeof GoodsTranslationsInputSchema>;
export type MerchantGoodsRow = z.infer<typeof MerchantGoodsRowSchema>;
export type MerchantGoodsDetail = z.infer<typeof MerchantGoodsDetailSchema>;
export type MerchantDashboard = z.infer<typeof MerchantDashboardSchema>;
export type MerchantBadges = z.infer<typeof MerchantBadgesSchema>;

/** One order of the shop as the merchant console shows it (list rows, detail and packing list). */
export type ShopOrderRow = z.infer<typeof ShopOrderRowSchema>;
