import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  bigintNumber,
  createdAt,
  jsonList,
  moneyDefaultZero,
  requiredRef,
  serialId,
  timestamptz,
  translations,
} from './columns.ts';
import { memberId } from './identity.schema.ts';

/**
 * A coupon a shop (or the platform, `shopId` 0) offers (protocol §4.4). `type`: reduction,
 * discount, shipping or vip (vip acts as `userType` for members of at least `userLevel`).
 * `discountTenths`: 85 means 8.5 (pay 85 %). Validity: `fixed` between the dates, `appoint` for
 * `validityDays` after receipt. `grantTotal` -1 is unlimited; `drawLimit` 0 is unlimited.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serialId(),
    shopId: bigintNumber('shop_id').notNull().default(0),
    type: varchar('type', { length: 12 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    userLevel: smallint('user_level').notNull().default(0),
    userType: varchar('user_type', { length: 12 }).notNull().default('reduction'),
    priceMinor: moneyDefaultZero('price_minor'),
    discountTenths: smallint('discount_tenths').notNull().default(100),
    limitMinor: moneyDefaultZero('limit_minor'),
    rangeType: varchar('range_type', { length: 12 }).notNull().default('all'),
    rangeIds: jsonList<number>('range_ids'),
    preType: varchar('pre_type', { length: 8 }).notNull().default('fixed'),
    validityDays: integer('validity_days').notNull().default(0),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    drawLimit: integer('draw_limit').notNull().default(1),
    grantTotal: integer('grant_total').notNull().default(-1),
    granted: integer('granted').notNull().default(0),
    useCount: integer('use_count').notNull().default(0),
    content: varchar('content', { length: 500 }).notNull().default(''),
    invalid: boolean('invalid').notNull().default(false),
    translations: translations(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupons_shop_idx').on(t.shopId, t.invalid, t.id),
    check('coupons_granted_check', sql`${t.grantTotal} = -1 or ${t.granted} <= ${t.grantTotal}`),
    check('coupons_discount_check', sql`${t.discountTenths} between 1 and 100`),
  ],
);

/** A member's copy of a coupon. `state`: 1 unused, 2 used (on `orderId`), 3 expired. */
export const couponReceipts = pgTable(
  'coupon_receipts',
  {
    id: serialId(),
    couponNo: varchar('coupon_no', { length: 16 }).notNull(),
    couponId: requiredRef('coupon_id', () => coupons.id),
    userId: memberId(),
    shopId: bigintNumber('shop_id').notNull(),
    state: smallint('state').notNull().default(1),
    orderId: bigintNumber('order_id'),
    validFrom: timestamptz('valid_from').notNull(),
    validUntil: timestamptz('valid_until').notNull(),
    createdAt: createdAt(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('coupon_receipts_no_key').on(t.couponNo),
    index('coupon_receipts_user_idx').on(t.userId, t.state, t.id),
    index('coupon_receipts_coupon_user_idx').on(t.couponId, t.userId),
    check('coupon_receipts_state_check', sql`${t.state} in (1, 2, 3)`),
  ],
);
