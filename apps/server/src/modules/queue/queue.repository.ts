import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { claimRows } from '../../db/claim.ts';
import { tablePage } from '../../db/page.ts';
import { queueAllocations, queueEntries } from '../../db/schema/queue.schema.ts';

export type QueueEntryRow = typeof queueEntries.$inferSelect;
export type AllocationRow = typeof queueAllocations.$inferSelect;

const waiting = eq(queueEntries.state, 'waiting');

/** Queue entries and allocations. */
export const queueRepository = {
  /** A new waiting entry, or null when the member already waits for the goods. */
  async join(db: Db, goodsId: number, userId: number): Promise<QueueEntryRow | null> {
    const rows = await db
      .insert(queueEntries)
      .values({ goodsId, userId })
      .onConflictDoNothing()
      .returning();
    return rows[0] ?? null;
  },

  async find(db: Db, id: number): Promise<QueueEntryRow | undefined> {
    return (await db.select().from(queueEntries).where(eq(queueEntries.id, id)))[0];
  },

  /** Marks an own waiting entry left; false when it is not (or no longer) waiting. */
  async leave(db: Db, id: number, userId: number, now: Date): Promise<QueueEntryRow | null> {
    const rows = await db
      .update(queueEntries)
      .set({ state: 'left', leftAt: now, updatedAt: now })
      .where(and(eq(queueEntries.id, id), eq(queueEntries.userId, userId), waiting))
      .returning();
    return rows[0] ?? null;
  },

  /** Each entry's position among its goods' waiting entries (1 = first), by entry id. */
  async positions(db: Db, rows: QueueEntryRow[]): Promise<Map<number, number>> {
    const ids = rows.filter((row) => row.state === 'waiting').map((row) => row.id);
    if (ids.length === 0) return new Map();
    // the outer row is named in full: inside the subquery, `q` is the other waiting entries
    const ahead = sql<number>`(select count(*)::int from queue_entries q where q.goods_id = queue_entries.goods_id and q.state = 'waiting' and q.id < queue_entries.id)`;
    const found = await db
      .select({ id: queueEntries.id, ahead })
      .from(queueEntries)
      .where(inArray(queueEntries.id, ids));
    return new Map(found.map((row) => [row.id, row.ahead + 1]));
  },

  /** A member's waiting entries (oldest first) or their history (allocated and left, newest first). */
  memberPage(db: Db, userId: number, history: boolean, offset: number, limit: number) {
    const where = and(
      eq(queueEntries.userId, userId),
      history ? sql`${queueEntries.state} <> 'waiting'` : waiting,
    );
    const orderBy = history
      ? [desc(queueEntries.updatedAt), desc(queueEntries.id)]
      : [asc(queueEntries.id)];
    return tablePage(db, queueEntries, { where, orderBy, offset, limit });
  },

  /** How many wait for each goods, and which of them the member waits for. */
  async waitingOf(db: Db, goodsIds: number[], userId: number) {
    if (goodsIds.length === 0)
      return { counts: new Map<number, number>(), joined: new Set<number>() };
    const rows = await db
      .select({
        goodsId: queueEntries.goodsId,
        count: sql<number>`count(*)::int`,
        mine: sql<boolean>`bool_or(${queueEntries.userId} = ${userId})`,
      })
      .from(queueEntries)
      .where(and(inArray(queueEntries.goodsId, goodsIds), waiting))
      .groupBy(queueEntries.goodsId);
    return {
      counts: new Map(rows.map((row) => [row.goodsId, row.count])),
      joined: new Set(rows.filter((row) => row.mine).map((row) => row.goodsId)),
    };
  },

  /** Members waiting behind an entry of a goods (they move up when it leaves). */
  async waitingBehind(db: Db, goodsId: number, id: number): Promise<number[]> {
    const rows = await db
      .select({ userId: queueEntries.userId })
      .from(queueEntries)
      .where(and(eq(queueEntries.goodsId, goodsId), waiting, gt(queueEntries.id, id)))
      .limit(500);
    return rows.map((row) => row.userId);
  },

  /** Goods with a queue: waiting and allocated counts, most waiting first. */
  async goodsPage(db: Db, offset: number, limit: number) {
    const rows = await db
      .select({
        goodsId: queueEntries.goodsId,
        waiting: sql<number>`(count(*) filter (where ${queueEntries.state} = 'waiting'))::int`,
        allocated: sql<number>`(count(*) filter (where ${queueEntries.state} = 'allocated'))::int`,
      })
      .from(queueEntries)
      .groupBy(queueEntries.goodsId)
      .orderBy(sql`2 desc`, desc(queueEntries.goodsId))
      .offset(offset)
      .limit(limit);
    const [count] = await db
      .select({ total: sql<number>`count(distinct ${queueEntries.goodsId})::int` })
      .from(queueEntries);
    return { rows, total: count?.total ?? 0 };
  },

  async insertAllocation(
    trx: Db,
    row: typeof queueAllocations.$inferInsert,
  ): Promise<AllocationRow> {
    const [inserted] = await trx.insert(queueAllocations).values(row).returning();
    return inserted!;
  },

  /**
   * Gives the first `units` waiting entries of a goods (join order) to an allocation: each claimed
   * with SKIP LOCKED and changed only while still waiting, so parallel allocations never share one.
   */
  async allocateFirst(trx: Db, goodsId: number, units: number, allocationId: number, now: Date) {
    const claimed = await claimRows(trx, queueEntries, {
      where: and(eq(queueEntries.goodsId, goodsId), waiting),
      orderBy: [asc(queueEntries.id)],
      limit: units,
    });
    if (claimed.length === 0) return [];
    const rows = await trx
      .update(queueEntries)
      .set({ state: 'allocated', allocationId, allocatedAt: now, updatedAt: now })
      .where(
        and(
          inArray(
            queueEntries.id,
            claimed.map((row) => row.id),
          ),
          waiting,
        ),
      )
      .returning();
    await trx
      .update(queueAllocations)
      .set({ allocated: rows.length })
      .where(eq(queueAllocations.id, allocationId));
    return rows;
  },

  allocationsPage(db: Db, goodsId: number | undefined, offset: number, limit: number) {
    const where = goodsId ? eq(queueAllocations.goodsId, goodsId) : undefined;
    return tablePage(db, queueAllocations, {
      where,
      orderBy: [desc(queueAllocations.id)],
      offset,
      limit,
    });
  },
};
