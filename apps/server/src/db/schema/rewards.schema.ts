import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigintNumber, createdAt, money, serialId, timestamptz, updatedAt } from './columns.ts';
import { goods } from './catalog.schema.ts';
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

/**
 * A member's place in the public queue of a sold-out goods: `waiting` (in id order: the first
 * joined is first served), `allocated` (an admin's allocation gave it a unit), or `left`.
 * One waiting entry per (goods, member).
 */
export const queueEntries = pgTable(
  'queue_entries',
  {
    id: serialId(),
    goodsId: bigintNumber('goods_id')
      .notNull()
      .references(() => goods.id),
    userId: memberId(),
    state: varchar('state', { length: 16 }).notNull().default('waiting'),
    allocationId: bigintNumber('allocation_id').references(() => queueAllocations.id),
    allocatedAt: timestamptz('allocated_at'),
    leftAt: timestamptz('left_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('queue_entries_waiting_uq')
      .on(t.goodsId, t.userId)
      .where(sql`${t.state} = 'waiting'`),
    index('queue_entries_goods_idx').on(t.goodsId, t.state, t.id),
    index('queue_entries_member_idx').on(t.userId, t.id),
  ],
);

/** An admin's allocation of `units` to the first waiting members of a goods (`allocated` got one). */
export const queueAllocations = pgTable('queue_allocations', {
  id: serialId(),
  goodsId: bigintNumber('goods_id')
    .notNull()
    .references(() => goods.id),
  units: integer('units').notNull(),
  allocated: integer('allocated').notNull().default(0),
  reason: varchar('reason', { length: 200 }).notNull(),
  createdBy: memberId('created_by'),
  createdAt: createdAt(),
});
