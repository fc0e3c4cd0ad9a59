import { and, asc, count, desc, eq, inArray, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { claimRow } from '../../db/claim.ts';
import type { Db } from '../../db/database.ts';
import { firstRow } from '../../db/first-row.ts';
import { refundLogs, refunds } from '../../db/schema/refunds.schema.ts';
import type { RefundViewItem } from './ports.ts';
import { OPEN_REFUND_STATES, type RefundStateValue } from '@cloudmall/contract/orders';

export type RefundRecord = typeof refunds.$inferSelect;
type NewRefund = typeof refunds.$inferInsert;
type Changes = Partial<
  Pick<
    NewRefund,
    | 'type'
    | 'reason'
    | 'expressType'
    | 'amountMinor'
    | 'images'
    | 'content'
    | 'refuseContent'
    | 'expressName'
    | 'expressNo'
  >
>;
type Stamp = 'agreedAt' | 'returnedAt' | 'refusedAt' | 'closedAt' | 'completedAt';

/** A refund with the order item, the shop and the buyer it belongs to (lists and detail), read through their owners' ports. */
export type RefundView = {
  refund: RefundRecord;
  item: RefundViewItem;
  shop: { id: number; shopname: string; avatar: string; userId: number };
  buyer: { id: number; nickname: string; avatar: string };
};

const open = inArray(refunds.state, [...OPEN_REFUND_STATES]);

export const refundsRepository = {
  async insert(trx: Db, values: NewRefund): Promise<RefundRecord> {
    const rows = await trx.insert(refunds).values(values).returning();
    return rows[0]!;
  },

  async insertLog(trx: Db, values: typeof refundLogs.$inferInsert): Promise<void> {
    await trx.insert(refundLogs).values(values);
  },

  async find(db: Db, id: number): Promise<RefundRecord | undefined> {
    return firstRow(db, refunds, eq(refunds.id, id));
  },

  /**
   * The guarded transition: moves the refund to `to` only if it is still in one of `from` (and of
   * `type`, which an edit may change), stamping the state's time. Answers the new row, or nothing when
   * someone else moved it first.
   */
  async transition(
    trx: Db,
    input: {
      id: number;
      from: readonly RefundStateValue[];
      type: number;
      to: RefundStateValue;
      now: Date;
      stamp?: Stamp;
      changes?: Changes;
    },
  ) {
    const rows = await trx
      .update(refunds)
      .set({
        ...input.changes,
        state: input.to,
        updatedAt: input.now,
        ...(input.stamp ? { [input.stamp]: input.now } : {}),
      })
      .where(
        and(
          eq(refunds.id, input.id),
          inArray(refunds.state, [...input.from]),
          eq(refunds.type, input.type),
        ),
      )
      .returning();
    return rows[0];
  },

  /** What other running requests of the order ask for (an order is never promised more than it has). */
  async openAmountOnOrder(db: Db, orderId: number, exceptItemId: number): Promise<bigint> {
    const rows = await db
      .select({ sum: sql<string>`coalesce(sum(${refunds.amountMinor}), 0)::text` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), ne(refunds.orderItemId, exceptItemId), open));
    return BigInt(rows[0]?.sum ?? '0');
  },

  /** A page of refunds, newest first. */
  page(db: Db, where: SQL | undefined, offset: number, limit: number): Promise<RefundRecord[]> {
    return db
      .select()
      .from(refunds)
      .where(where)
      .orderBy(desc(refunds.id))
      .offset(offset)
      .limit(limit);
  },

  async total(db: Db, where: SQL | undefined): Promise<number> {
    const rows = await db.select({ n: count() }).from(refunds).where(where);
    return rows[0]?.n ?? 0;
  },

  logs(db: Db, refundId: number) {
    return db
      .select()
      .from(refundLogs)
      .where(eq(refundLogs.refundId, refundId))
      .orderBy(asc(refundLogs.id));
  },

  /** Claims one refund that stayed in `state` since before `before` (SKIP LOCKED: parallel runs never share a row). */
  async claimDue(
    trx: Db,
    state: RefundStateValue,
    before: Date,
    skip: number[],
  ): Promise<RefundRecord | undefined> {
    return claimRow(trx, refunds, {
      where: and(
        eq(refunds.state, state),
        lt(refunds.updatedAt, before),
        skip.length ? notInArray(refunds.id, skip) : undefined,
      ),
      orderBy: [asc(refunds.updatedAt), asc(refunds.id)],
    });
  },

  async openCountOfUser(db: Db, userId: number): Promise<number> {
    return this.total(db, and(eq(refunds.userId, userId), open));
  },

  async openCountOfOrder(db: Db, orderId: number): Promise<number> {
    return this.total(db, and(eq(refunds.orderId, orderId), open));
  },
};

export { refunds };
