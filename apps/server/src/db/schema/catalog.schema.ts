import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
  boolean,
} from 'drizzle-orm/pg-core';
import {
  bigintNumber,
  createdAt,
  money,
  requiredRef,
  serialId,
  timestamptz,
  translations,
} from './columns.ts';
import { memberId } from './identity.schema.ts';

export const categories = pgTable(
  'categories',
  {
    id: serialId(),
    pid: bigintNumber('pid').notNull().default(0),
    name: varchar('name', { length: 64 }).notNull(),
    image: varchar('image', { length: 255 }).notNull().default(''),
    weigh: integer('weigh').notNull().default(0),
    isNav: boolean('is_nav').notNull().default(true),
    translations: translations(),
  },
  (t) => [index('categories_pid_idx').on(t.pid, t.weigh)],
);

export const shops = pgTable(
  'shops',
  {
    id: serialId(),
    userId: memberId(),
    shopname: varchar('shopname', { length: 32 }).notNull(),
    avatar: varchar('avatar', { length: 255 }).notNull().default(''),
    banner: varchar('banner', { length: 255 }).notNull().default(''),
    bio: varchar('bio', { length: 200 }).notNull().default(''),
    description: text('description').notNull().default(''),
    city: varchar('city', { length: 64 }).notNull().default(''),
    /** Bio and description per language beside the English columns (contract `translationsSchema`). */
    translations: translations(),
    isSelf: boolean('is_self').notNull().default(false),
    likes: integer('likes').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('normal'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shops_shopname_key').on(t.shopname),
    index('shops_shopname_trgm').using('gin', sql`${t.shopname} gin_trgm_ops`),
  ],
);

/** A required reference to the shop a row belongs to (`shop_id`). */
export const shopId = () => requiredRef('shop_id', () => shops.id);

export const goods = pgTable(
  'goods',
  {
    id: serialId(),
    shopId: shopId(),
    categoryId: requiredRef('category_id', () => categories.id),
    title: varchar('title', { length: 120 }).notNull(),
    image: varchar('image', { length: 255 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    /** Sanitised rich text. */
    content: text('content').notNull().default(''),
    translations: translations(),
    /** Lowest SKU price, kept for sorting and price filters. */
    priceMinor: money('price_minor').notNull(),
    marketPriceMinor: money('market_price_minor').notNull(),
    sales: integer('sales').notNull().default(0),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    praise: integer('praise').notNull().default(0),
    weigh: integer('weigh').notNull().default(0),
    /** False for virtual goods (cloud phones, scripts, codes): nothing is delivered, so no freight. */
    ships: boolean('ships').notNull().default(true),
    status: varchar('status', { length: 16 }).notNull().default('normal'),
    createdAt: createdAt(),
    /** The title in every language, kept by the database: keyword search matches any of them. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`(title || ' ' || coalesce(translations->'zh-Hant'->>'title', '') || ' ' || coalesce(translations->'tr'->>'title', '') || ' ' || coalesce(translations->'id'->>'title', ''))`,
      ),
  },
  (t) => [
    index('goods_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('goods_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('goods_category_idx').on(t.categoryId, t.status),
    index('goods_shop_idx').on(t.shopId, t.status),
    index('goods_sales_idx').on(t.status, t.sales, t.id),
    index('goods_price_idx').on(t.status, t.priceMinor, t.id),
    index('goods_created_idx').on(t.status, t.createdAt, t.id),
    index('goods_weigh_idx').on(t.status, t.weigh, t.id),
  ],
);

/** A required reference to goods (`goods_id`). */
export const goodsId = () => requiredRef('goods_id', () => goods.id);

export const goodsSpus = pgTable(
  'goods_spus',
  {
    id: serialId(),
    goodsId: goodsId(),
    name: varchar('name', { length: 32 }).notNull(),
    items: jsonb('items').$type<string[]>().notNull(),
    position: smallint('position').notNull(),
    /** Text per language beside the English columns (`name` and each item by its index). */
    translations: translations(),
  },
  (t) => [index('goods_spus_goods_idx').on(t.goodsId)],
);

export const goodsSkus = pgTable(
  'goods_skus',
  {
    id: serialId(),
    goodsId: goodsId(),
    difference: jsonb('difference').$type<string[]>().notNull(),
    priceMinor: money('price_minor').notNull(),
    marketPriceMinor: money('market_price_minor').notNull(),
    stock: integer('stock').notNull(),
    sales: integer('sales').notNull().default(0),
    /** Text per language beside the English columns (each `difference` value by its index). */
    translations: translations(),
    /** The merchant's own stock-keeping code ('' when none). */
    code: varchar('code', { length: 32 }).notNull().default(''),
    /** Set when an edit dropped its spec combination: kept for the orders and carts that name it, never sold again. */
    removedAt: timestamptz('removed_at'),
  },
  (t) => [
    index('goods_skus_goods_idx').on(t.goodsId),
    check('goods_skus_stock_check', sql`${t.stock} >= 0`),
    check('goods_skus_price_check', sql`${t.priceMinor} > 0`),
  ],
);

/** A required reference to one SKU of goods (`sku_id`). */
export const skuId = () => requiredRef('sku_id', () => goodsSkus.id);

export const goodsComments = pgTable(
  'goods_comments',
  {
    id: serialId(),
    goodsId: goodsId(),
    userId: memberId(),
    /** 1-5 stars: 4-5 good, 3 pertinent, 1-2 poor. */
    score: smallint('score').notNull(),
    content: varchar('content', { length: 1000 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    sku: varchar('sku', { length: 120 }).notNull().default(''),
    /** The order item reviewed: one review per bought item (null for seeded reviews). */
    orderItemId: bigintNumber('order_item_id'),
    /** The shop's one answer ('' until it replies) and when it was written. */
    reply: varchar('reply', { length: 500 }).notNull().default(''),
    repliedAt: timestamptz('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('goods_comments_goods_idx').on(t.goodsId, t.id),
    index('goods_comments_user_idx').on(t.userId, t.id),
    uniqueIndex('goods_comments_order_item_key').on(t.orderItemId),
    check('goods_comments_score_check', sql`${t.score} between 1 and 5`),
  ],
);

export const goodsFollows = pgTable(
  'goods_follows',
  {
    userId: memberId(),
    goodsId: goodsId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] })],
);

export const shopFollows = pgTable(
  'shop_follows',
  {
    userId: memberId(),
    shopId: shopId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] })],
);

/** A member's footprints: one row per goods, refreshed on every view. */
export const footprints = pgTable(
  'footprints',
  {
    userId: memberId(),
    goodsId: goodsId(),
    categoryId: bigintNumber('category_id').notNull(),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.goodsId] }),
    index('footprints_user_idx').on(t.userId, t.viewedAt),
  ],
);

export const searchKeywords = pgTable('search_keywords', {
  keyword: varchar('keyword', { length: 64 }).primaryKey(),
  views: integer('views').notNull().default(0),
  hot: boolean('hot').notNull().default(false),
});

export const searchHistory = pgTable(
  'search_history',
  {
    userId: memberId(),
    keyword: varchar('keyword', { length: 64 }).notNull(),
    searchedAt: timestamptz('searched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.keyword] })],
);
