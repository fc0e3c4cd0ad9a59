import { sql } from 'drizzle-orm';
import {
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
  jsonList,
  money,
  requiredRef,
  serialId,
  timestamptz,
  updatedAt,
} from './columns.ts';
import { shopId } from './catalog.schema.ts';
import { memberId } from './identity.schema.ts';
import { orderId, orderItems } from './orders.schema.ts';

/**
 * An after-sale request on one order item (protocol §4.3). `type`: 0 refund only, 1 return and
 * refund. `state`: 0 applied, 1 agreed (awaiting return), 2 refused, 3 platform arbitration,
 * 4 refunded, 5 closed, 6 return shipped. `reason` 0-6; `expressType` 0 not received, 1 received.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serialId(),
    userId: memberId(),
    shopId: shopId(),
    orderId: orderId(),
    orderItemId: requiredRef('order_item_id', () => orderItems.id),
    type: smallint('type').notNull(),
    reason: smallint('reason').notNull(),
    expressType: smallint('express_type').notNull().default(0),
    amountMinor: money('amount_minor').notNull(),
    images: jsonList<string>('images'),
    content: varchar('content', { length: 500 }).notNull().default(''),
    refuseContent: varchar('refuse_content', { length: 500 }).notNull().default(''),
    expressName: varchar('express_name', { length: 32 }).notNull().default(''),
    expressNo: varchar('express_no', { length: 40 }).notNull().default(''),
    state: smallint('state').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    agreedAt: timestamptz('agreed_at'),
    returnedAt: timestamptz('returned_at'),
    refusedAt: timestamptz('refused_at'),
    closedAt: timestamptz('closed_at'),
    completedAt: timestamptz('completed_at'),
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
    id: serialId(),
    refundId: requiredRef('refund_id', () => refunds.id),
    actor: smallint('actor').notNull(),
    userId: integer('user_id'),
    /** A message key plus its values, translated by the client. */
    event: varchar('event', { length: 32 }).notNull(),
    content: varchar('content', { length: 500 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('refund_logs_refund_idx').on(t.refundId, t.id)],
);
