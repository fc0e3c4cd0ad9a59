import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';
import { goodsId, shopId, skuId } from './catalog.schema.ts';
import { memberId } from './identity.schema.ts';

/** A member's delivery addresses; at most one is the default (partial unique index). */
export const addresses = pgTable(
  'addresses',
  {
    id: serialId(),
    userId: memberId(),
    name: varchar('name', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    province: varchar('province', { length: 32 }).notNull(),
    city: varchar('city', { length: 32 }).notNull(),
    district: varchar('district', { length: 32 }).notNull().default(''),
    address: varchar('address', { length: 120 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
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
    userId: memberId(),
    skuId: skuId(),
    goodsId: goodsId(),
    shopId: shopId(),
    number: integer('number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skuId] }),
    check('cart_items_number_check', sql`${t.number} between 1 and 9999`),
  ],
);
