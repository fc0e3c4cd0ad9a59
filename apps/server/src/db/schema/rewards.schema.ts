import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigintNumber, createdAt, money, serialId, timestamptz, updatedAt } from './columns.ts';
import { memberId } from './identity.schema.ts';
import { incomeHolds } from './wallet.schema.ts';

/**
 * One row per reward pool (`team`, `ad`, `subsidy`): the lock every movement out of or into the
 * pool's platform ledger account takes first, so the pool's balance (read from the ledger) is
 * checked and spent by one transaction at a time. The balance itself lives only in the ledger.
 */
export const rewardPools = pgTable('reward_pools', {
  pool: varchar('pool', { length: 16 }).primaryKey(),
  updatedAt: updatedAt(),
});

/**
 * A reward an admin issued to a member with a reason: from a pool (`team`, `ad`, `subsidy`) as held
 * income (`hold_id`), or green points or equity value (`green_points`, `equity`, no hold). Written
 * once, never changed; `idempotency_key` is the console request's key (one reward per key).
 */
export const rewards = pgTable(
  'rewards',
  {
    id: serialId(),
    kind: varchar('kind', { length: 16 }).notNull(),
    userId: memberId(),
    amountMinor: money('amount_minor').notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    holdId: bigintNumber('hold_id').references(() => incomeHolds.id),
    availableAt: timestamptz('available_at'),
    createdBy: memberId('created_by'),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rewards_key_uq').on(t.createdBy, t.idempotencyKey),
    index('rewards_member_idx').on(t.userId, t.kind, t.id),
    check('rewards_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
