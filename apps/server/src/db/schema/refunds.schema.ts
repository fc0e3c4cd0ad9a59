import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
import { shops } from './catalog.schema.ts';
import { users } from './identity.schema.ts';
import { orderItems, orders } from './orders.schema.ts';

/**
 * An after-sale request on one order item (protocol §4.3). `type`: 0 refund only, 1 return and
 * refund. `state`: 0 applied, 1 agreed (awaiting return), 2 refused, 3 platform arbitration,
 * 4 refunded, 5 closed, 6 return shipped. `reason` 0-6; `expressType` 0 not received, 1 received.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    shopId: bigint('shop_id', { mode: 'number' })
      .notNull()
      .references(() => shops.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    orderItemId: bigint('order_item_id', { mode: 'number' })
      .notNull()
      .references(() => orderItems.id),
    type: smallint('type').notNull(),
    reason: smallint('reason').notNull(),
    expressType: smallint('express_type').notNull().default(0),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    content: varchar('content', { length: 500 }).notNull().default(''),
    refuseContent: varchar('refuse_content', { length: 500 }).notNull().default(''),
    expressName: varchar('express_name', { length: 32 }).notNull().default(''),
    expressNo: varchar('express_no', { length: 40 }).notNull().default(''),
    state: smallint('state').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_user_idx').on(t.userId, t.id),
    index('refunds_shop_idx').on(t.shopId, t.state, t.id),
    index('refunds_due_idx').on(t.state, t.updatedAt),
    // one open request per item at a time (closed/refused ones stay as history)
    uniqueIndex('refunds_open_item_key')
      .on(t.orderItemId)
      .where(sql`${t.state} in (0, 1, 3, 4, 6)`),
    check('refunds_state_check', sql`${t.state} between 0 and 6`),
    check('refunds_amount_check', sql`${t.amountMinor} >= 1`),
  ],
);

/** Every refund transition: who (0 buyer, 1 shop, 2 platform, 3 system) and what. */
export const refundLogs = pgTable(
  'refund_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refundId: bigint('refund_id', { mode: 'number' })
      .notNull()
      .references(() => refunds.id),
    actor: smallint('actor').notNull(),
    userId: integer('user_id'),
    /** A message key plus its values, translated by the client. */
    event: varchar('event', { length: 32 }).notNull(),
    content: varchar('content', { length: 500 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refund_logs_refund_idx').on(t.refundId, t.id)],
);
