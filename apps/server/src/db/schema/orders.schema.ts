import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  bigintNumber,
  createdAt,
  jsonList,
  money,
  moneyDefaultZero,
  requiredRef,
  serialId,
  timestamptz,
  updatedAt,
} from './columns.ts';
import { goodsId, shopId, shops, skuId } from './catalog.schema.ts';
import { memberId } from './identity.schema.ts';
import type { PostalAddress } from '../../platform/postal-address.ts';

/** A shop's freight rule (protocol §4.6, per piece). No row, or `isFree`, means free delivery. */
export const shopFreight = pgTable('shop_freight', {
  shopId: bigintNumber('shop_id')
    .primaryKey()
    .references(() => shops.id),
  name: varchar('name', { length: 32 }).notNull(),
  isFree: boolean('is_free').notNull().default(false),
  first: integer('first').notNull().default(1),
  firstFeeMinor: moneyDefaultZero('first_fee_minor'),
  additional: integer('additional').notNull().default(1),
  additionalFeeMinor: moneyDefaultZero('additional_fee_minor'),
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
    id: serialId(),
    orderNo: varchar('order_no', { length: 24 }).notNull(),
    userId: memberId(),
    shopId: shopId(),
    /** goods or groups. */
    type: varchar('type', { length: 8 }).notNull().default('goods'),
    state: smallint('state').notNull().default(1),
    /** normal, or hidden once the buyer deletes it. */
    status: varchar('status', { length: 8 }).notNull().default('normal'),
    /** The checkout submission that made it: one set of orders per (member, key). */
    checkoutKey: varchar('checkout_key', { length: 64 }).notNull(),
    address: jsonb('address').$type<PostalAddress>().notNull(),
    addressChanged: boolean('address_changed').notNull().default(false),
    remarks: varchar('remarks', { length: 200 }).notNull().default(''),
    couponReceiptId: bigintNumber('coupon_receipt_id'),
    groupId: bigintNumber('group_id'),
    /** A paid group order whose team is not full yet: it cannot ship. */
    groupPending: boolean('group_pending').notNull().default(false),
    goodsMinor: money('goods_minor').notNull(),
    freightMinor: moneyDefaultZero('freight_minor'),
    discountMinor: moneyDefaultZero('discount_minor'),
    /** Part of the discount the platform funds (platform coupons), paid to the shop at settlement. */
    platformDiscountMinor: moneyDefaultZero('platform_discount_minor'),
    priceMinor: money('price_minor').notNull(),
    refundedMinor: moneyDefaultZero('refunded_minor'),
    payNo: varchar('pay_no', { length: 32 }),
    tradeNo: varchar('trade_no', { length: 32 }),
    expressName: varchar('express_name', { length: 32 }).notNull().default(''),
    expressNo: varchar('express_no', { length: 40 }).notNull().default(''),
    /** Tracking timeline, newest first: `{ context, status, time }`. */
    logistics: jsonList<{ context: string; status: string; time: string }>('logistics'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamptz('paid_at'),
    shippedAt: timestamptz('shipped_at'),
    receivedAt: timestamptz('received_at'),
    completedAt: timestamptz('completed_at'),
    closedAt: timestamptz('closed_at'),
    /** When the shop was paid (after the after-sale window); once per order. */
    settledAt: timestamptz('settled_at'),
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

/** A required reference to an order (`order_id`). */
export const orderId = () => requiredRef('order_id', () => orders.id);

/**
 * The goods of an order, with price and spec snapshots. `refundStatus`: 0 none, 1 applied,
 * 2 agreed (awaiting return), 3 refunded, 4 closed, 5 refused.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    orderId: orderId(),
    goodsId: goodsId(),
    skuId: skuId(),
    title: varchar('title', { length: 120 }).notNull(),
    image: varchar('image', { length: 255 }).notNull(),
    difference: varchar('difference', { length: 120 }).notNull().default(''),
    priceMinor: money('price_minor').notNull(),
    marketPriceMinor: money('market_price_minor').notNull(),
    number: integer('number').notNull(),
    freightMinor: moneyDefaultZero('freight_minor'),
    /** This item's share of the order discount, and what was paid for it (refund ceiling). */
    discountMinor: moneyDefaultZero('discount_minor'),
    actualMinor: money('actual_minor').notNull(),
    refundId: bigintNumber('refund_id'),
    refundStatus: smallint('refund_status').notNull().default(0),
    commented: boolean('commented').notNull().default(false),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_number_check', sql`${t.number} >= 1`),
  ],
);
