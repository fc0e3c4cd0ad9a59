import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { goods, goodsSkus, shops } from './catalog.schema.ts';
import { users } from './identity.schema.ts';

/** A shop's freight rule (protocol §4.6, per piece). No row, or `isFree`, means free delivery. */
export const shopFreight = pgTable('shop_freight', {
  shopId: bigint('shop_id', { mode: 'number' })
    .primaryKey()
    .references(() => shops.id),
  name: varchar('name', { length: 32 }).notNull(),
  isFree: boolean('is_free').notNull().default(false),
  first: integer('first').notNull().default(1),
  firstFeeMinor: bigint('first_fee_minor', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  additional: integer('additional').notNull().default(1),
  additionalFeeMinor: bigint('additional_fee_minor', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  /** How item freights combine per order: 0 sum, 1 lowest, 2 highest. */
  strategy: smallint('strategy').notNull().default(0),
});

/**
 * One order per shop per checkout. `state`: 1 unpaid, 2 paid (awaiting shipment; a group order
 * also waits for its team), 3 shipped, 4 received (awaiting review), 6 completed, 7 closed.
 * Money in minor units: price = goods − discount + freight (≥ 1).
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: varchar('order_no', { length: 24 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    shopId: bigint('shop_id', { mode: 'number' })
      .notNull()
      .references(() => shops.id),
    /** goods or groups. */
    type: varchar('type', { length: 8 }).notNull().default('goods'),
    state: smallint('state').notNull().default(1),
    /** normal, or hidden once the buyer deletes it. */
    status: varchar('status', { length: 8 }).notNull().default('normal'),
    /** The checkout submission that made it: one set of orders per (member, key). */
    checkoutKey: varchar('checkout_key', { length: 64 }).notNull(),
    address: jsonb('address')
      .$type<{
        name: string;
        mobile: string;
        province: string;
        city: string;
        district: string;
        address: string;
      }>()
      .notNull(),
    addressChanged: boolean('address_changed').notNull().default(false),
    remarks: varchar('remarks', { length: 200 }).notNull().default(''),
    couponReceiptId: bigint('coupon_receipt_id', { mode: 'number' }),
    groupId: bigint('group_id', { mode: 'number' }),
    /** A paid group order whose team is not full yet: it cannot ship. */
    groupPending: boolean('group_pending').notNull().default(false),
    goodsMinor: bigint('goods_minor', { mode: 'bigint' }).notNull(),
    freightMinor: bigint('freight_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    discountMinor: bigint('discount_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Part of the discount the platform funds (platform coupons), paid to the shop at settlement. */
    platformDiscountMinor: bigint('platform_discount_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    priceMinor: bigint('price_minor', { mode: 'bigint' }).notNull(),
    refundedMinor: bigint('refunded_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payNo: varchar('pay_no', { length: 32 }),
    tradeNo: varchar('trade_no', { length: 32 }),
    expressName: varchar('express_name', { length: 32 }).notNull().default(''),
    expressNo: varchar('express_no', { length: 40 }).notNull().default(''),
    /** Tracking timeline, newest first: `{ context, status, time }`. */
    logistics: jsonb('logistics')
      .$type<{ context: string; status: string; time: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the shop was paid (after the after-sale window); once per order. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    uniqueIndex('orders_checkout_shop_key').on(t.userId, t.checkoutKey, t.shopId),
    index('orders_user_state_idx').on(t.userId, t.status, t.state, t.updatedAt),
    index('orders_shop_state_idx').on(t.shopId, t.state, t.id),
    index('orders_due_idx').on(t.state, t.createdAt),
    index('orders_group_idx').on(t.groupId),
    check('orders_state_check', sql`${t.state} in (1, 2, 3, 4, 6, 7)`),
    check(
      'orders_price_check',
      sql`${t.priceMinor} >= 1 and ${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.priceMinor}`,
    ),
  ],
);

/**
 * The goods of an order, with price and spec snapshots. `refundStatus`: 0 none, 1 applied,
 * 2 agreed (awaiting return), 3 refunded, 4 closed, 5 refused.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => goodsSkus.id),
    title: varchar('title', { length: 120 }).notNull(),
    image: varchar('image', { length: 255 }).notNull(),
    difference: varchar('difference', { length: 120 }).notNull().default(''),
    priceMinor: bigint('price_minor', { mode: 'bigint' }).notNull(),
    marketPriceMinor: bigint('market_price_minor', { mode: 'bigint' }).notNull(),
    number: integer('number').notNull(),
    freightMinor: bigint('freight_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** This item's share of the order discount, and what was paid for it (refund ceiling). */
    discountMinor: bigint('discount_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    actualMinor: bigint('actual_minor', { mode: 'bigint' }).notNull(),
    refundId: bigint('refund_id', { mode: 'number' }),
    refundStatus: smallint('refund_status').notNull().default(0),
    commented: boolean('commented').notNull().default(false),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_number_check', sql`${t.number} >= 1`),
  ],
);
