import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { goods, goodsSkus, shops } from './catalog.schema.ts';
import { users } from './identity.schema.ts';

/** A member's delivery addresses; at most one is the default (partial unique index). */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    province: varchar('province', { length: 32 }).notNull(),
    city: varchar('city', { length: 32 }).notNull(),
    district: varchar('district', { length: 32 }).notNull().default(''),
    address: varchar('address', { length: 120 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.id),
    uniqueIndex('addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** A member's server cart: one row per SKU; prices are always re-read from the SKU. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => goodsSkus.id),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id),
    shopId: bigint('shop_id', { mode: 'number' })
      .notNull()
      .references(() => shops.id),
    number: integer('number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skuId] }),
    check('cart_items_number_check', sql`${t.number} between 1 and 9999`),
  ],
);
