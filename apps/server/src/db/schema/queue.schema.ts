import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigintNumber, createdAt, serialId, timestamptz, updatedAt } from './columns.ts';
import { goods } from './catalog.schema.ts';
import { memberId } from './identity.schema.ts';

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
