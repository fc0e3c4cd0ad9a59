import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { COMMISSION_STATES } from '@cloudmall/contract/team';
import {
  bigintNumber,
  createdAt,
  money,
  moneyDefaultZero,
  requiredRef,
  serialId,
  timestamptz,
  updatedAt,
} from './columns.ts';
import { memberId } from './identity.schema.ts';

/**
 * One commission: what a completed order paid one of the (at most two) inviters above its buyer,
 * once per (order, level). `amount` = `base` × `rate_bps` / 10 000, credited as held income
 * (`income_hold_id`, spendable from `available_at`) out of the platform's promotions account.
 * `reversed` grows when a refund completes while the income is still held; state `reversed` once
 * nothing is left. `credited` otherwise (held or released).
 */
export const commissions = pgTable(
  'commissions',
  {
    id: serialId(),
    orderId: bigintNumber('order_id').notNull(),
    buyerId: memberId('buyer_id'),
    userId: memberId(),
    level: smallint('level').notNull(),
    rateBps: smallint('rate_bps').notNull(),
    baseMinor: money('base_minor').notNull(),
    amountMinor: money('amount_minor').notNull(),
    reversedMinor: moneyDefaultZero('reversed_minor'),
    incomeHoldId: bigintNumber('income_hold_id').notNull(),
    availableAt: timestamptz('available_at').notNull(),
    state: varchar('state', { length: 16, enum: COMMISSION_STATES }).notNull().default('credited'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('commissions_order_level_uq').on(t.orderId, t.level),
    index('commissions_user_idx').on(t.userId, t.id),
    index('commissions_buyer_user_idx').on(t.buyerId, t.userId),
    check('commissions_level_check', sql`${t.level} in (1, 2)`),
    check(
      'commissions_amounts_check',
      sql`${t.amountMinor} > 0 and ${t.reversedMinor} >= 0 and ${t.reversedMinor} <= ${t.amountMinor}`,
    ),
  ],
);

/** One reversal of a commission by one completed refund: at most once per (commission, refund). */
export const commissionReversals = pgTable(
  'commission_reversals',
  {
    id: serialId(),
    commissionId: requiredRef('commission_id', () => commissions.id),
    refundId: bigintNumber('refund_id').notNull(),
    amountMinor: money('amount_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commission_reversals_commission_refund_uq').on(t.commissionId, t.refundId),
    check('commission_reversals_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
