import { and, asc, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { newestFirstPage } from '../../db/page.ts';
import { orderItems, orders } from '../../db/schema/orders.schema.ts';
import type { OrderRecord } from './order.repository.ts';

/** Read-only views of orders: the My-page counters, bought goods, and group orders for groups. */
export const orderReadsRepository = {
  /** Counters of the member's visible orders by state (group orders waiting for their team apart). */
  async stateCounts(db: Db, userId: number) {
    const [row] = await db
      .select({
        pay: sql<number>`count(*) filter (where ${orders.state} = 1)::int`,
        delive: sql<number>`count(*) filter (where ${orders.state} = 2 and not ${orders.groupPending})::int`,
        receiving: sql<number>`count(*) filter (where ${orders.state} = 3)::int`,
        evaluate: sql<number>`count(*) filter (where ${orders.state} = 4)::int`,
        whole: sql<number>`count(*)::int`,
        groups: sql<number>`count(*) filter (where ${orders.state} = 2 and ${orders.groupPending})::int`,
      })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'normal')));
    return row;
  },

  /** Distinct goods the member paid for (paid, shipped, received, completed), most recent first. */
  async pageBoughtGoods(db: Db, userId: number, offset: number, limit: number) {
    const bought = db
      .select({
        goodsId: orderItems.goodsId,
        last: sql<number>`max(${orderItems.id})`.as('last'),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, userId), inArray(orders.state, [2, 3, 4, 6])))
      .groupBy(orderItems.goodsId)
      .as('bought');
    const rows = await db
      .select({ goodsId: bought.goodsId })
      .from(bought)
      .orderBy(desc(bought.last))
      .limit(limit)
      .offset(offset);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bought);
    return { goodsIds: rows.map((row) => Number(row.goodsId)), total: count?.n ?? 0 };
  },

  /** Quantity of a goods in the member's group orders that are not closed. */
  async boughtInGroups(db: Db, userId: number, goodsId: number): Promise<number> {
    const rows = await db
      .select({ n: sql<number>`coalesce(sum(${orderItems.number}), 0)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.type, 'groups'),
          ne(orders.state, 7),
          eq(orderItems.goodsId, goodsId),
        ),
      );
    return rows[0]?.n ?? 0;
  },

  /** The member's first order in a team in one of `states` (any but closed when none given), or null. */
  async memberOrderInTeam(
    db: Db,
    userId: number,
    teamId: number,
    state?: number,
  ): Promise<number | null> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.groupId, teamId),
          state === undefined ? ne(orders.state, 7) : eq(orders.state, state),
        ),
      )
      .limit(1);
    return rows[0]?.id ?? null;
  },

  /** Orders of a team in a state (paid members to refund: 2). */
  async teamOrders(db: Db, teamId: number, state: number) {
    return db
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(and(eq(orders.groupId, teamId), eq(orders.state, state)))
      .orderBy(asc(orders.id));
  },

  /** Of these teams, those whose leader's order in the team is closed. */
  async teamsWithClosedLeaderOrder(
    db: Db,
    teams: { teamId: number; leaderId: number }[],
  ): Promise<number[]> {
    if (teams.length === 0) return [];
    const rows = await db
      .selectDistinct({ teamId: orders.groupId })
      .from(orders)
      .where(
        and(
          eq(orders.state, 7),
          sql`(${orders.groupId}, ${orders.userId}) in (${sql.join(
            teams.map((t) => sql`(${t.teamId}::bigint, ${t.leaderId}::int)`),
            sql`, `,
          )})`,
        ),
      );
    return rows.map((row) => Number(row.teamId));
  },

  /** Teams of the member's visible group orders. */
  async memberGroupIds(db: Db, userId: number): Promise<number[]> {
    const rows = await db
      .selectDistinct({ groupId: orders.groupId })
      .from(orders)
      .where(groupOrdersOf(userId, isNotNull(orders.groupId)));
    return rows.map((row) => Number(row.groupId));
  },

  /** The member's visible group orders (type groups), newest first, filtered by state, waiting or team. */
  async pageGroupOrders(
    db: Db,
    userId: number,
    filter: { state?: number; pending?: boolean; groupIds?: number[] },
    offset: number,
    limit: number,
  ): Promise<{ rows: OrderRecord[]; total: number }> {
    const where = groupOrdersOf(
      userId,
      filter.state !== undefined ? eq(orders.state, filter.state) : undefined,
      filter.pending !== undefined ? eq(orders.groupPending, filter.pending) : undefined,
      filter.groupIds
        ? filter.groupIds.length
          ? inArray(orders.groupId, filter.groupIds)
          : sql`false`
        : undefined,
    );
    return newestFirstPage(db, orders, where, offset, limit);
  },
};

const groupOrdersOf = (userId: number, ...more: (SQL | undefined)[]) =>
  and(eq(orders.userId, userId), eq(orders.type, 'groups'), eq(orders.status, 'normal'), ...more);
