import { and, asc, desc, eq, gt, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { claimRow } from '../../db/claim.ts';
import type { Db } from '../../db/database.ts';
import { insertedNew } from '../../db/insert-new.ts';
import { firstRow } from '../../db/first-row.ts';
import { exists } from '../../db/exists.ts';
import { pageWithTotal } from '../../db/page.ts';
import { groupGoods, groupMembers, groupTeams } from '../../db/schema/groups.schema.ts';

export type TeamRow = typeof groupTeams.$inferSelect;
export type GroupGoodsRow = typeof groupGoods.$inferSelect;

const OPEN_STATES = ['ready', 'start'];

/** Group goods, teams and members (tables `group_goods`, `group_teams`, `group_members`). */
export const groupsRepository = {
  /** Group goods terms on offer (of a shop when given), by weight then goods id. */
  async activeTerms(db: Db, filter: { shopId?: number }): Promise<GroupGoodsRow[]> {
    return db
      .select()
      .from(groupGoods)
      .where(
        and(
          eq(groupGoods.status, 'normal'),
          filter.shopId ? eq(groupGoods.shopId, filter.shopId) : undefined,
        ),
      )
      .orderBy(desc(groupGoods.weigh), asc(groupGoods.goodsId));
  },

  /** How many teams of each goods formed (success). */
  async formedCounts(db: Db, goodsIds: number[]): Promise<Map<number, number>> {
    if (goodsIds.length === 0) return new Map();
    const rows = await db
      .select({ goodsId: groupTeams.goodsId, n: sql<number>`count(*)::int` })
      .from(groupTeams)
      .where(and(inArray(groupTeams.goodsId, goodsIds), eq(groupTeams.state, 'success')))
      .groupBy(groupTeams.goodsId);
    return new Map(rows.map((row) => [Number(row.goodsId), row.n]));
  },

  async termsOf(db: Db, goodsId: number): Promise<GroupGoodsRow | undefined> {
    return firstRow(
      db,
      groupGoods,
      and(eq(groupGoods.goodsId, goodsId), eq(groupGoods.status, 'normal')),
    );
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
    return pageWithTotal(
      db,
      db.select().from(groupTeams).where(where).orderBy(asc(groupTeams.expiresAt)).limit(limit),
      groupTeams,
      where,
    );
  },

  /** Paid members of teams, in joining order. */
  async membersOf(db: Db, teamIds: number[]): Promise<{ teamId: number; userId: number }[]> {
    if (teamIds.length === 0) return [];
    return db
      .select({ teamId: groupMembers.teamId, userId: groupMembers.userId })
      .from(groupMembers)
      .where(inArray(groupMembers.teamId, teamIds))
      .orderBy(asc(groupMembers.id));
  },

  /** Teams by id (those of the member's group orders). */
  async teamsByIds(db: Db, ids: number[]): Promise<TeamRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(groupTeams).where(inArray(groupTeams.id, ids));
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

  isMember: (db: Db, userId: number, teamId: number): Promise<boolean> =>
    exists(db, groupMembers, and(eq(groupMembers.teamId, teamId), eq(groupMembers.userId, userId))),

  /** Adds a paid member once; false when the member is already in the team. */
  async addMember(
    trx: Db,
    values: { teamId: number; userId: number; orderId: number; joinedAt: Date },
  ): Promise<boolean> {
    return insertedNew(trx, groupMembers, values);
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

  /** Ready teams not expired yet, with their leaders (whose order may have closed). */
  async readyTeams(db: Db, now: Date): Promise<{ teamId: number; leaderId: number }[]> {
    return db
      .select({ teamId: groupTeams.id, leaderId: groupTeams.leaderId })
      .from(groupTeams)
      .where(and(eq(groupTeams.state, 'ready'), gt(groupTeams.expiresAt, now)));
  },

  /**
   * Claims a due team (open past expiry, or one of `leaderClosed`: ready teams whose leader order
   * closed); skips rows another worker holds.
   */
  async claimDue(
    trx: Db,
    now: Date,
    leaderClosed: number[],
    skip: number[] = [],
  ): Promise<TeamRow | undefined> {
    const closedReady = leaderClosed.length
      ? and(eq(groupTeams.state, 'ready'), inArray(groupTeams.id, leaderClosed))
      : sql`false`;
    return claimRow(trx, groupTeams, {
      where: and(
        inArray(groupTeams.state, OPEN_STATES),
        sql`(${lte(groupTeams.expiresAt, now)} or ${closedReady})`,
        skip.length ? notInArray(groupTeams.id, skip) : undefined,
      ),
      orderBy: [asc(groupTeams.expiresAt)],
    });
  },

  async failTeam(trx: Db, teamId: number): Promise<void> {
    await trx
      .update(groupTeams)
      .set({ state: 'fail' })
      .where(and(eq(groupTeams.id, teamId), inArray(groupTeams.state, OPEN_STATES)));
  },
};
