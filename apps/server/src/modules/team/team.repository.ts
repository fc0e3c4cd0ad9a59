import { and, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { exists } from '../../db/exists.ts';
import { newestFirstPage } from '../../db/page.ts';
import { commissionReversals, commissions } from '../../db/schema/team.schema.ts';

export type CommissionRow = typeof commissions.$inferSelect;

const net = sql<string>`coalesce(sum(${commissions.amountMinor} - ${commissions.reversedMinor}), 0)`;

/** Commissions and their reversals (this module's tables only). */
export const teamRepository = {
  async insertCommission(trx: Db, row: typeof commissions.$inferInsert): Promise<CommissionRow> {
    const [inserted] = await trx.insert(commissions).values(row).returning();
    return inserted!;
  },

  async orderHasCommissions(trx: Db, orderId: number): Promise<boolean> {
    return exists(trx, commissions, eq(commissions.orderId, orderId));
  },

  /** The order's commissions still credited, locked for a reversal. */
  async lockCreditedOfOrder(trx: Db, orderId: number): Promise<CommissionRow[]> {
    return trx
      .select()
      .from(commissions)
      .where(and(eq(commissions.orderId, orderId), eq(commissions.state, 'credited')))
      .orderBy(commissions.level)
      .for('update');
  },

  /** Records one reversal of a commission by a refund; false when that refund reversed it already. */
  async insertReversal(
    trx: Db,
    row: { commissionId: number; refundId: number; amountMinor: bigint },
  ): Promise<boolean> {
    const rows = await trx
      .insert(commissionReversals)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: commissionReversals.id });
    return rows.length > 0;
  },

  /** Drops a reversal that could not move money (the income was released meanwhile). */
  async deleteReversal(trx: Db, row: { commissionId: number; refundId: number }): Promise<void> {
    await trx
      .delete(commissionReversals)
      .where(
        and(
          eq(commissionReversals.commissionId, row.commissionId),
          eq(commissionReversals.refundId, row.refundId),
        ),
      );
  },

  /** Adds a reversal to the commission (guarded: never past its amount); reversed in full ⇒ `reversed`. */
  async addReversed(trx: Db, id: number, amountMinor: bigint, now: Date): Promise<boolean> {
    const rows = await trx
      .update(commissions)
      .set({
        reversedMinor: sql`${commissions.reversedMinor} + ${amountMinor}`,
        state: sql`case when ${commissions.reversedMinor} + ${amountMinor} = ${commissions.amountMinor} then 'reversed' else 'credited' end`,
        updatedAt: now,
      })
      .where(
        and(
          eq(commissions.id, id),
          sql`${commissions.reversedMinor} + ${amountMinor} <= ${commissions.amountMinor}`,
        ),
      )
      .returning({ id: commissions.id });
    return rows.length > 0;
  },

  /** The member's commission net of reversals, per buyer (a team member's contribution). */
  async contributionsFrom(
    db: Db,
    userId: number,
    buyerIds: number[],
  ): Promise<Map<number, bigint>> {
    if (buyerIds.length === 0) return new Map();
    const rows = await db
      .select({ buyerId: commissions.buyerId, net })
      .from(commissions)
      .where(and(eq(commissions.userId, userId), inArray(commissions.buyerId, buyerIds)))
      .groupBy(commissions.buyerId);
    return new Map(rows.map((row) => [row.buyerId, BigInt(row.net)]));
  },

  /** The member's commission net of reversals: held (not yet available), released, reversed, and counts. */
  async totals(db: Db, userId: number, now: Date) {
    const mine = eq(commissions.userId, userId);
    const sumWhere = async (where: SQL) => {
      const [row] = await db.select({ net }).from(commissions).where(and(mine, where));
      return BigInt(row?.net ?? '0');
    };
    const [held, released] = await Promise.all([
      sumWhere(gt(commissions.availableAt, now)),
      sumWhere(lte(commissions.availableAt, now)),
    ]);
    const [row] = await db
      .select({
        reversed: sql<string>`coalesce(sum(${commissions.reversedMinor}), 0)`,
        orders: sql<number>`count(distinct ${commissions.orderId})::int`,
        level1: sql<number>`count(*) filter (where ${commissions.level} = 1)::int`,
        level2: sql<number>`count(*) filter (where ${commissions.level} = 2)::int`,
      })
      .from(commissions)
      .where(mine);
    return {
      held,
      released,
      reversed: BigInt(row?.reversed ?? '0'),
      orders: row?.orders ?? 0,
      level1: row?.level1 ?? 0,
      level2: row?.level2 ?? 0,
    };
  },

  /** Total commission net of reversals the member earned from everyone. */
  async earned(db: Db, userId: number): Promise<bigint> {
    const [row] = await db.select({ net }).from(commissions).where(eq(commissions.userId, userId));
    return BigInt(row?.net ?? '0');
  },

  /** A newest-first page of commissions matching the filters. */
  page(
    db: Db,
    filter: { userId?: number; orderId?: number; state?: 'credited' | 'reversed' },
    offset: number,
    limit: number,
  ) {
    const where = and(
      filter.userId === undefined ? undefined : eq(commissions.userId, filter.userId),
      filter.orderId === undefined ? undefined : eq(commissions.orderId, filter.orderId),
      filter.state === undefined ? undefined : eq(commissions.state, filter.state),
    );
    return newestFirstPage(db, commissions, where, offset, limit);
  },

  /** Reversals a refund made (to tell the members after commit). */
  async reversalsOfRefund(db: Db, refundId: number) {
    return db
      .select({
        userId: commissions.userId,
        orderId: commissions.orderId,
        level: commissions.level,
        amountMinor: commissionReversals.amountMinor,
      })
      .from(commissionReversals)
      .innerJoin(commissions, eq(commissions.id, commissionReversals.commissionId))
      .where(eq(commissionReversals.refundId, refundId))
      .orderBy(desc(commissionReversals.id));
  },

  /** Commissions an order credited (to tell the members after commit). */
  async ofOrder(db: Db, orderId: number): Promise<CommissionRow[]> {
    return db.select().from(commissions).where(eq(commissions.orderId, orderId));
  },
};
