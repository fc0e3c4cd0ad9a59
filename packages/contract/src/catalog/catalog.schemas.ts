import { z } from 'zod';
import { IdSchema } from '../shared/input-bounds.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import { countFields, ImageUrlSchema, UnixTimeSchema } from '../shared/wire-fields.ts';

const Money = z.string().regex(/^\d+\.\d{2}$/);
const Id = IdSchema;

export interface CategoryNode {
  id: number;
  pid: number;
  name: string;
  image: string;
  childlist: CategoryNode[];
}
export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    pid: z.number().int(),
    name: z.string(),
    image: ImageUrlSchema,
    childlist: z.array(CategoryNodeSchema),
  }),
);

/** What every view of a shop shows first: its id, name and avatar. */
export const shopShape = {
  id: z.number().int(),
  shopname: z.string(),
  avatar: ImageUrlSchema,
};

export const ShopCardSchema = z.object({
  ...shopShape,
  city: z.string(),
  isself: z.boolean(),
  like: z.number().int(),
  /** Average review score, one decimal ("4.8"). */
  score: z.string(),
  goods_count: z.number().int(),
  /** The member user who answers chats for the shop. */
  user_id: z.number().int(),
});
export type ShopCard = z.infer<typeof ShopCardSchema>;

/** A goods row in lists and modules. Prices are the lowest SKU price. */
export const GoodsCardSchema = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  category_id: z.number().int(),
  title: z.string(),
  image: ImageUrlSchema,
  price: Money,
  market_price: Money,
  ...countFields('sales', 'comment', 'praise', 'like', 'views'),
  shop: z.object({ shopname: z.string(), isself: z.boolean() }),
});
export type GoodsCard = z.infer<typeof GoodsCardSchema>;

export const GOODS_SORTS = ['weigh', 'sales', 'price', 'createtime'] as const;

/** A JSON object the protocol's client sends as a query string (or as an object in a body). */
const jsonObjectOf = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.string().max(2000), z.record(z.string(), z.unknown())])
    .transform((value, context) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return {};
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'invalid_value', input: value });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * The protocol's list `filter`: only these fields, each with the one meaning Cloudmall gives it
 * (category with its subtree, shop, price "low,high", shop city containing the text). Anything else
 * is refused; nothing the client sends becomes SQL.
 */
export const ListFilterSchema = z.strictObject({
  category_id: IdSchema.optional(),
  shop_id: IdSchema.optional(),
  price: z
    .string()
    .regex(/^\d{1,10}(\.\d{1,2})?,\d{1,10}(\.\d{1,2})?$/, 'invalid_value')
    .optional(),
  'shop.city': z.string().trim().max(64, 'too_long').optional(),
});
/** The operators the client pairs with each filter field; only these are accepted. */
export const ListOpSchema = z.strictObject({
  category_id: z.enum(['in', 'IN', '='], { error: 'invalid_value' }).optional(),
  shop_id: z.enum(['='], { error: 'invalid_value' }).optional(),
  price: z.enum(['BETWEEN', 'between'], { error: 'invalid_value' }).optional(),
  'shop.city': z.enum(['LIKE', 'like', '='], { error: 'invalid_value' }).optional(),
});

/** Goods list: keyword, category (with its subtree), shop, price range, sort and paging. */
export const GoodsListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(64, 'too_long').optional(),
  category_id: Id.optional(),
  shop_id: Id.optional(),
  price_min: z
    .string()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, 'invalid_amount')
    .optional(),
  price_max: z
    .string()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, 'invalid_amount')
    .optional(),
  sort: z.enum(GOODS_SORTS, { error: 'invalid_value' }).default('weigh'),
  order: z.enum(['asc', 'desc'], { error: 'invalid_value' }).default('desc'),
  filter: jsonObjectOf(ListFilterSchema).optional(),
  op: jsonObjectOf(ListOpSchema).optional(),
});

export const SkuSchema = z.object({
  id: z.number().int(),
  /** The spec values of this SKU, one per SPU, in SPU order. */
  difference: z.array(z.string()),
  price: Money,
  market_price: Money,
  stock: z.number().int(),
  sales: z.number().int(),
});
export type Sku = z.infer<typeof SkuSchema>;

export const SpuSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The spec's values in order, as the protocol sends them (`{name}` objects). */
  item: z.array(z.object({ name: z.string() })),
});

/** What a review says, wherever it is shown: who wrote it, the stars, text, pictures and SKU. */
export const reviewShape = {
  user: z.object({ nickname: z.string(), avatar: ImageUrlSchema }),
  score: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  sku: z.string(),
  createtime: UnixTimeSchema,
  /** The shop's answer ('' when none) and when it was written (0 when none). */
  reply: z.string(),
  reply_time: UnixTimeSchema,
};

export const CommentSchema = z.object({ id: z.number().int(), ...reviewShape });
export type Comment = z.infer<typeof CommentSchema>;

export const CommentStatisticsSchema = z.object({
  /** Share of good reviews in percent (0-100). */
  rate: z.number().int(),
  ...countFields('total', 'good', 'pertinent', 'poor', 'figure'),
});

export const GoodsDetailSchema = GoodsCardSchema.extend({
  images: z.array(z.string()),
  /** Rich text, sanitised on the server (no scripts, handlers or foreign frames). */
  content: z.string(),
  sku: z.array(SkuSchema),
  spu: z.array(SpuSchema),
  category: z.object({ id: z.number().int(), pid: z.number().int(), name: z.string() }),
  shop_card: ShopCardSchema,
  comment_list: z.object({ statistics: CommentStatisticsSchema, data: z.array(CommentSchema) }),
  /** True when the member has it in favourites (false for visitors). */
  follow: z.boolean(),
  shop_recommend: z.array(GoodsCardSchema),
  /** The protocol's shop block: the card's fields, fans, services and the three scores. */
  shop: GoodsCardSchema.shape.shop.extend({
    id: z.number().int(),
    avatar: ImageUrlSchema,
    city: z.string(),
    /** 0 personal, 1 company, 2 flagship (the protocol's shop type). */
    state: z.number().int(),
    find_user: z.object({ fans: z.number().int() }),
    service_ids: z.array(
      z.object({ id: z.number().int(), name: z.string(), description: z.string() }),
    ),
    score_describe: z.number(),
    score_service: z.number(),
    score_deliver: z.number(),
    score_logistics: z.number(),
  }),
  /** Delivery of one piece to the default address: free (`isdelivery` 1) or its price. */
  freight: z.object({ name: z.string(), isdelivery: z.number().int(), price: Money }),
  brand: z.object({ name: z.string() }),
  /** Coupons usable on this goods (the `coupon/query` rows; loose here to keep one type). */
  coupon: z.array(z.record(z.string(), z.unknown())),
  /** The live room of the shop when one is on air, else null. */
  isLive: z.object({ id: z.number().int() }).nullable(),
  description: z.string(),
  category_attribute: z.record(z.string(), z.string()),
  activity_type: z.literal('goods'),
});
export type GoodsDetail = z.infer<typeof GoodsDetailSchema>;

export const COMMENT_TAGS = ['all', 'good', 'pertinent', 'poor', 'figure'] as const;
export const CommentQuerySchema = PageQuerySchema.extend({
  id: Id,
  tag: z.enum(COMMENT_TAGS, { error: 'invalid_value' }).default('all'),
});

export const ShopPageSchema = z.object({
  shop: ShopCardSchema.extend({
    bio: z.string(),
    banner: ImageUrlSchema,
    description: z.string(),
    follow: z.boolean(),
  }),
  category: z.array(CategoryNodeSchema),
});

export const FavouriteSchema = z.object({
  goods_id: z.number().int(),
  createtime: UnixTimeSchema,
  goods: GoodsCardSchema,
});
export const FootprintSchema = FavouriteSchema;
export const FollowedShopSchema = z.object({
  shop_id: z.number().int(),
  createtime: UnixTimeSchema,
  shop: ShopCardSchema,
});

/** A known search keyword as the protocol lists it: `flag` is `hot` for the ones an admin pinned. */
export const SearchKeywordSchema = z.object({
  id: z.number().int(),
  keywords: z.string(),
  flag: z.enum(['hot', 'normal']),
});

export const ArticleSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  image: ImageUrlSchema,
  description: z.string(),
  views: z.number().int(),
  createtime: UnixTimeSchema,
});
export const ArticleDetailSchema = ArticleSchema.extend({ content: z.string() });
export const ArticleListQuerySchema = PageQuerySchema.extend({
  category: z.string().max(32).optional(),
});

export const LikesQuerySchema = PageQuerySchema.extend({
  pages: z.enum(['index', 'user', 'cart', 'goods']).default('index'),
});
