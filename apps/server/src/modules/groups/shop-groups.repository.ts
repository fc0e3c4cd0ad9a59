import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { newestFirstPage, tablePage } from '../../db/page.ts';
import { groupGoods, groupTeams } from '../../db/schema/groups.schema.ts';
import type { GroupGoodsRow, TeamRow } from './groups.repository.ts';

export type ActivityWrite = Pick<
  GroupGoodsRow,
  'peopleNum' | 'groupHours' | 'groupPercent' | 'isAlone' | 'purchaseLimit'
>;

/** A shop's group-buy activities (`group_goods`) and teams, as the merchant console reads them. */
export const shopGroupsRepository = {
  async pageActivities(
    db: Db,
    shopId: number,
    status: string | undefined,
    offset: number,
    limit: number,
  ) {
    const where = and(
      eq(groupGoods.shopId, shopId),
      status ? eq(groupGoods.status, status) : undefined,
    );
    return tablePage(db, groupGoods, {
      where,
      orderBy: [desc(groupGoods.createdAt)],
      offset,
      limit,
    });
  },

  /** Teams per goods and state (open: ready or start; formed: success). */
  async teamCounts(db: Db, goodsIds: number[]) {
    if (goodsIds.length === 0) return new Map<number, { open: number; formed: number }>();
    const rows = await db
      .select({
        goodsId: groupTeams.goodsId,
        open: sql<number>`count(*) filter (where ${groupTeams.state} in ('ready', 'start'))::int`,
        formed: sql<number>`count(*) filter (where ${groupTeams.state} = 'success')::int`,
      })
      .from(groupTeams)
      .where(inArray(groupTeams.goodsId, goodsIds))
      .groupBy(groupTeams.goodsId);
    return new Map(
      rows.map((row) => [Number(row.goodsId), { open: row.open, formed: row.formed }]),
    );
  },

  async lockActivity(trx: Db, goodsId: number): Promise<GroupGoodsRow | undefined> {
    const [row] = await trx
      .select()
      .from(groupGoods)
      .where(eq(groupGoods.goodsId, goodsId))
      .for('update');
    return row;
  },

  async insertActivity(trx: Db, shopId: number, goodsId: number, values: ActivityWrite) {
    return (
      await trx
        .insert(groupGoods)
        .values({ ...values, shopId, goodsId, status: 'normal' })
        .returning()
    )[0]!;
  },

  async updateActivity(
    trx: Db,
    goodsId: number,
    values: Partial<ActivityWrite> & { status?: string; createdAt?: Date },
  ) {
    return (
      await trx.update(groupGoods).set(values).where(eq(groupGoods.goodsId, goodsId)).returning()
    )[0]!;
  },

  async pageTeams(
    db: Db,
    shopId: number,
    filter: { state?: string; goodsId?: number },
    offset: number,
    limit: number,
  ): Promise<{ rows: TeamRow[]; total: number }> {
    const where = and(
      eq(groupTeams.shopId, shopId),
      filter.state ? eq(groupTeams.state, filter.state) : undefined,
      filter.goodsId ? eq(groupTeams.goodsId, filter.goodsId) : undefined,
    );
    return newestFirstPage(db, groupTeams, where, offset, limit);
  },
};
