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
  createdAt,
  money,
  moneyDefaultZero,
  serialId,
  translations,
  updatedAt,
} from './columns.ts';
import { memberId, users } from './identity.schema.ts';

/**
 * A VIP level an admin configures: reached by spend (`thresholdMinor`) or bought from the balance
 * (`priceMinor`, 0 = not for sale); `discountBps` off the goods at checkout; `enabled` false hides it
 * from members and stops upgrades to it. The member's level itself is identity's `users.level`.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    id: serialId(),
    level: smallint('level').notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    benefits: varchar('benefits', { length: 500 }).notNull().default(''),
    translations: translations(),
    thresholdMinor: moneyDefaultZero('threshold_minor'),
    priceMinor: moneyDefaultZero('price_minor'),
    discountBps: integer('discount_bps').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vip_levels_level_key').on(t.level),
    check('vip_levels_discount_range', sql`${t.discountBps} between 0 and 5000`),
  ],
);

/** A member's counted spend: the prices of their paid orders, added once per order (`vip_spend_orders`). */
export const vipMembers = pgTable('vip_members', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  spendMinor: moneyDefaultZero('spend_minor'),
  updatedAt: updatedAt(),
});

/** Orders already counted into a member's spend (one row per order, so a replayed payment counts once). */
export const vipSpendOrders = pgTable('vip_spend_orders', {
  orderId: integer('order_id').primaryKey(),
  userId: memberId(),
  amountMinor: money('amount_minor').notNull(),
  createdAt: createdAt(),
});

/** A VIP package a member bought: one row per (member, level), the ledger key derived from its id. */
export const vipPurchases = pgTable(
  'vip_purchases',
  {
    id: serialId(),
    userId: memberId(),
    level: smallint('level').notNull(),
    priceMinor: money('price_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vip_purchases_user_level_key').on(t.userId, t.level)],
);

/** Every change of a member's level: from, to, and why (`spend`, `package`). */
export const vipLevelChanges = pgTable(
  'vip_level_changes',
  {
    id: serialId(),
    userId: memberId(),
    fromLevel: smallint('from_level').notNull(),
    toLevel: smallint('to_level').notNull(),
    cause: varchar('cause', { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('vip_level_changes_user_idx').on(t.userId)],
);
