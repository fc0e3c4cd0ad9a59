import { z } from 'zod';
import { IdSchema } from '../shared/input-bounds.ts';
import { PageQuerySchema, pageSchema } from '../shared/envelope.ts';
import { ImageUrlSchema, UnixTimeSchema } from '../shared/wire-fields.ts';
import { PageModuleSchema } from '../app/app.schemas.ts';
import { CategoryNodeSchema, GoodsCardSchema, ShopCardSchema } from './catalog.schemas.ts';

/** Ids as the protocol sends them in a query: "3,7,12" (at most 50 kept; '' is none). */
export const IdCsvQuerySchema = z
  .string()
  .max(600)
  .regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'invalid_value')
  .default('')
  .transform((value) =>
    value
      ? value
          .split(',')
          .map(Number)
          .filter((id) => id > 0 && id <= 2_147_483_647)
          .slice(0, 50)
      : [],
  );

export const SearchHintsInputSchema = z.object({
  search: z.string().trim().max(64, 'too_long').default(''),
});
/** Search hints while typing: categories and known keywords containing the text. */
export const SearchHintsSchema = z.object({
  categoryList: z.array(z.object({ id: z.number().int(), name: z.string() })),
  searchList: z.array(z.object({ keywords: z.string() })),
});

export const SetSearchInputSchema = z.object({
  keywords: z.string().trim().min(1, 'required').max(64, 'too_long'),
});

/** A headline of the home page (the newest news articles). */
export const HeadlineSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: ImageUrlSchema,
});

export const DrawerInputSchema = z.object({
  search: z.string().trim().max(64, 'too_long').optional(),
  category_id: IdSchema.optional(),
});
/** The filter drawer of a goods list: brands and attribute values to pick from. */
export const DrawerSchema = z.object({
  brand: z.array(z.object({ id: z.number().int(), name: z.string() })),
  attribute: z.array(
    z.object({ name: z.string(), value: z.array(z.object({ name: z.string() })) }),
  ),
});

/** Articles by the protocol's kind: help centre, news, system notices. */
export const ARTICLE_KINDS = { help: 'help', new: 'news', sys: 'notice' } as const;
export const ArticleKindQuerySchema = PageQuerySchema.extend({
  type: z.enum(['help', 'new', 'sys'], { error: 'invalid_value' }),
});

/** What the discovery page shows first: its tabs and which features are on. */
export const FindInitSchema = z.object({
  id: z.enum(['find', 'video']),
  list: z.array(z.object({ name: z.string(), type: z.enum(['find', 'video']) })),
  video: z.boolean(),
  live: z.boolean(),
  /** True when the caller owns a shop. */
  shop: z.boolean(),
});

/** A shop's front page as the protocol's client reads it. */
export const ShopInfoSchema = ShopCardSchema.extend({
  bio: z.string(),
  /** 0 personal, 1 company, 2 flagship. */
  state: z.number().int(),
  islive: z.number().int(),
  /** How the shop's categories are drawn (1-4). */
  categoryStyle: z.number().int(),
  category: z.array(CategoryNodeSchema),
  find_user: z.object({ user_no: z.string(), fans: z.number().int() }),
  /** 1 when the caller follows the shop. */
  isFollow: z.number().int(),
  isLive: z.object({ id: z.number().int() }).nullable(),
  page: z.object({
    page: z.record(z.string(), z.unknown()),
    item: z.array(PageModuleSchema),
  }),
});

/** One of the member's own reviews, with the goods it was written on. */
export const MyCommentSchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  order_goods_id: z.number().int(),
  score: z.number().int(),
  /** 0 good (4-5 stars), 1 neutral (3), 2 poor (1-2). */
  state: z.number().int(),
  /** The state as a word: good, neutral or poor. */
  state_text: z.enum(['good', 'neutral', 'poor']),
  content: z.string(),
  images: z.array(z.string()),
  createtime: UnixTimeSchema,
  order_goods: z.object({
    id: z.number().int(),
    title: z.string(),
    image: ImageUrlSchema,
    price: z.string(),
  }),
});

export type FindInit = z.infer<typeof FindInitSchema>;
export type ShopInfo = z.infer<typeof ShopInfoSchema>;
export type MyComment = z.infer<typeof MyCommentSchema>;
export type SearchHints = z.infer<typeof SearchHintsSchema>;

export const CategoryGoodsQuerySchema = PageQuerySchema.extend({ id: IdSchema });
/**
 * A home category tab as the protocol answers it. Cloudmall runs no flash sales and lists
 * group-buy goods on the group-buy page, so `seckill` and `groups` are always empty.
 */
export const CategoryGoodsSchema = z.object({
  goods: pageSchema(GoodsCardSchema),
  seckill: z.array(GoodsCardSchema).max(0),
  groups: z.array(GoodsCardSchema).max(0),
});
