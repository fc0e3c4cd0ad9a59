import { and, asc, desc, eq, gt, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  addresses,
  goods,
  goodsSkus,
  groupGoods,
  groupMembers,
  groupTeams,
  orderItems,
  orders,
  shops,
  users,
} from '../../db/schema/index.ts';

export type TeamRow = typeof groupTeams.$inferSelect;
export type GroupGoodsRow = typeof groupGoods.$inferSelect;

const OPEN_STATES = ['ready', 'start'];

/** Group goods, teams and members (tables `group_goods`, `group_teams`, `group_members`). */
export const groupsRepository = {
  /** On-sale group goods (goods and shop on sale), by weight, with the lowest SKU prices. */
  async pageGoods(db: Db, filter: { shopId?: number }, offset: number, limit: number) {
    const where = and(
      eq(groupGoods.status, 'normal'),
      eq(goods.status, 'normal'),
      eq(shops.status, 'normal'),
      filter.shopId ? eq(groupGoods.shopId, filter.shopId) : undefined,
    );
    const minPrice = sql<string>`(select min(${goodsSkus.priceMinor}) from ${goodsSkus} where ${goodsSkus.goodsId} = ${goods.id})`;
    const minMarket = sql<string>`(select min(${goodsSkus.marketPriceMinor}) from ${goodsSkus} where ${goodsSkus.goodsId} = ${goods.id})`;
    const formed = sql<number>`(select count(*)::int from ${groupTeams} where ${groupTeams.goodsId} = ${goods.id} and ${groupTeams.state} = 'success')`;
    const [rows, count] = await Promise.all([
      db
        .select({
          terms: groupGoods,
          id: goods.id,
          title: goods.title,
          image: goods.image,
          sales: goods.sales,
          shopname: shops.shopname,
          minPrice,
          minMarket,
          formed,
        })
        .from(groupGoods)
        .innerJoin(goods, eq(goods.id, groupGoods.goodsId))
        .innerJoin(shops, eq(shops.id, groupGoods.shopId))
        .where(where)
        .orderBy(desc(groupGoods.weigh), asc(groupGoods.goodsId))
        .offset(offset)
        .limit(limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(groupGoods)
        .innerJoin(goods, eq(goods.id, groupGoods.goodsId))
        .innerJoin(shops, eq(shops.id, groupGoods.shopId))
        .where(where),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  },

  async termsOf(db: Db, goodsId: number): Promise<GroupGoodsRow | undefined> {
    const rows = await db
      .select()
      .from(groupGoods)
      .where(and(eq(groupGoods.goodsId, goodsId), eq(groupGoods.status, 'normal')))
      .limit(1);
    return rows[0];
  },

  async findTeam(
    db: Db,
    ref: { id?: number; groupNo?: string },
    lock = false,
  ): Promise<TeamRow | undefined> {
    const where =
      ref.id !== undefined ? eq(groupTeams.id, ref.id) : eq(groupTeams.groupNo, ref.groupNo ?? '');
    const query = db.select().from(groupTeams).where(where).limit(1);
    const rows = lock ? await query.for('update') : await query;
    return rows[0];
  },

  /** Open teams (state start, not expired) of a goods, soonest to end first. */
  async openTeams(db: Db, goodsId: number, now: Date, limit: number) {
    const where = and(
      eq(groupTeams.goodsId, goodsId),
      eq(groupTeams.state, 'start'),
      gt(groupTeams.expiresAt, now),
    );
    const [rows, count] = await Promise.all([
      db.select().from(groupTeams).where(where).orderBy(asc(groupTeams.expiresAt)).limit(limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(groupTeams)
        .where(where),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  },

  /** Paid members of teams, with their names and avatars, in joining order. */
  async membersOf(db: Db, teamIds: number[]) {
    if (teamIds.length === 0) return [];
    return db
      .select({
        teamId: groupMembers.teamId,
        userId: groupMembers.userId,
        nickname: users.nickname,
        avatar: users.avatar,
      })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(inArray(groupMembers.teamId, teamIds))
      .orderBy(asc(groupMembers.id));
  },

  async usersBrief(db: Db, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
      .from(users)
      .where(inArray(users.id, ids));
  },

  async insertTeam(trx: Db, values: typeof groupTeams.$inferInsert): Promise<TeamRow> {
    const rows = await trx.insert(groupTeams).values(values).returning();
    return rows[0]!;
  },

  /** Serialises one member's group orders of one goods (the purchase-limit check). */
  async lockMemberGoods(trx: Db, userId: number, goodsId: number): Promise<void> {
    await trx.execute(
      sql`select pg_advisory_xact_lock(${userId}::int, ${goodsId % 2_147_483_647}::int)`,
    );
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

  /** Whether the member already has a live (not closed) order in this team. */
  async hasOrderInTeam(db: Db, userId: number, teamId: number): Promise<boolean> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.groupId, teamId), ne(orders.state, 7)))
      .limit(1);
    return rows.length > 0;
  },

  /** The member's unpaid order in a team, if any. */
  async unpaidOrderInTeam(db: Db, userId: number, teamId: number): Promise<number | null> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.groupId, teamId), eq(orders.state, 1)))
      .limit(1);
    return rows[0]?.id ?? null;
  },

  async isMember(db: Db, userId: number, teamId: number): Promise<boolean> {
    const rows = await db
      .select({ id: groupMembers.id })
      .from(groupMembers)
      .where(and(eq(groupMembers.teamId, teamId), eq(groupMembers.userId, userId)))
      .limit(1);
    return rows.length > 0;
  },

  async address(db: Db, userId: number, addressId?: number) {
    const where =
      addressId === undefined
        ? and(eq(addresses.userId, userId), eq(addresses.isDefault, true))
        : and(eq(addresses.userId, userId), eq(addresses.id, addressId));
    const rows = await db.select().from(addresses).where(where).limit(1);
    return rows[0];
  },

  /** Adds a paid member once; false when the member is already in the team. */
  async addMember(
    trx: Db,
    values: { teamId: number; userId: number; orderId: number; joinedAt: Date },
  ): Promise<boolean> {
    const rows = await trx
      .insert(groupMembers)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: groupMembers.id });
    return rows.length > 0;
  },

  /**
   * One more paid member, guarded: only an open team (ready or start, not expired) with a free seat.
   * The last seat turns the team `success`; the first payment turns `ready` into `start`.
   */
  async takeSeat(trx: Db, teamId: number, now: Date): Promise<TeamRow | undefined> {
    const rows = await trx
      .update(groupTeams)
      .set({
        joinNum: sql`${groupTeams.joinNum} + 1`,
        state: sql`case when ${groupTeams.joinNum} + 1 >= ${groupTeams.peopleNum} then 'success' else 'start' end`,
        formedAt: sql`case when ${groupTeams.joinNum} + 1 >= ${groupTeams.peopleNum} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(
        and(
          eq(groupTeams.id, teamId),
          inArray(groupTeams.state, OPEN_STATES),
          sql`${groupTeams.joinNum} < ${groupTeams.peopleNum}`,
          gt(groupTeams.expiresAt, now),
        ),
      )
      .returning();
    return rows[0];
  },

  /** Claims a due team (open past expiry, or ready whose leader order closed); skips rows another worker holds. */
  async claimDue(trx: Db, now: Date, skip: number[] = []): Promise<TeamRow | undefined> {
    const leaderClosed = sql`exists (select 1 from ${orders} where ${orders.groupId} = ${groupTeams.id} and ${orders.userId} = ${groupTeams.leaderId} and ${orders.state} = 7)`;
    const rows = await trx
      .select()
      .from(groupTeams)
      .where(
        and(
          inArray(groupTeams.state, OPEN_STATES),
          sql`(${lte(groupTeams.expiresAt, now)} or (${groupTeams.state} = 'ready' and ${leaderClosed}))`,
          skip.length ? notInArray(groupTeams.id, skip) : undefined,
        ),
      )
      .orderBy(asc(groupTeams.expiresAt))
      .limit(1)
      .for('update', { skipLocked: true });
    return rows[0];
  },

  async failTeam(trx: Db, teamId: number): Promise<void> {
    await trx
      .update(groupTeams)
      .set({ state: 'fail' })
      .where(and(eq(groupTeams.id, teamId), inArray(groupTeams.state, OPEN_STATES)));
  },

  /** Orders of a team in a state (paid members to refund: 2). */
  async teamOrders(db: Db, teamId: number, state: number) {
    return db
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(and(eq(orders.groupId, teamId), eq(orders.state, state)))
      .orderBy(asc(orders.id));
  },

  /** The member's group orders (type groups), newest first, by tab. */
  async pageMemberOrders(db: Db, userId: number, tab: string, offset: number, limit: number) {
    const byTab = {
      all: undefined,
      pay: eq(orders.state, 1),
      pending: and(eq(orders.state, 2), eq(orders.groupPending, true)),
      success: eq(groupTeams.state, 'success'),
      fail: eq(groupTeams.state, 'fail'),
    }[tab];
    const where = and(
      eq(orders.userId, userId),
      eq(orders.type, 'groups'),
      eq(orders.status, 'normal'),
      byTab,
    );
    const [rows, count] = await Promise.all([
      db
        .select({ order: orders, shopname: shops.shopname, team: groupTeams })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .leftJoin(groupTeams, eq(groupTeams.id, orders.groupId))
        .where(where)
        .orderBy(desc(orders.id))
        .offset(offset)
        .limit(limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .leftJoin(groupTeams, eq(groupTeams.id, orders.groupId))
        .where(where),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  },

  async itemsOf(db: Db, orderIds: number[]) {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.id));
  },
};
