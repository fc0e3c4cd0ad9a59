import { and, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CodeKind, CodeState } from '@cloudmall/contract/devices';
import type { Db } from '../../db/database.ts';
import { exists } from '../../db/exists.ts';
import { containing } from '../../db/like.ts';
import { newestFirstJoinedPage, newestFirstPage, pageWithTotal, tablePage } from '../../db/page.ts';
import {
  activationCodes as c,
  codeBatches,
  deviceOffers,
  deviceScripts,
  pluginMemberFreezes,
  scripts,
} from '../../db/schema/devices.schema.ts';

export type BatchRow = typeof codeBatches.$inferSelect;
type Paging = { offset: number; limit: number };

/** The stored condition of a code state as the console reads it (an unused code past expiry is expired). */
function codeStateIs(state: CodeState, now: Date): SQL | undefined {
  if (state === 'bound') return eq(c.state, 'bound');
  if (state === 'unused') return and(eq(c.state, 'unused'), sql`${c.expiresAt} > ${now}`);
  return or(eq(c.state, 'expired'), and(eq(c.state, 'unused'), lte(c.expiresAt, now)));
}

/** Queries of the admin console: batches, scripts, offers, member freezes. */
export const consoleRepository = {
  async insertBatch(db: Db, row: typeof codeBatches.$inferInsert): Promise<BatchRow> {
    return (await db.insert(codeBatches).values(row).returning())[0]!;
  },

  async batch(db: Db, id: number): Promise<BatchRow | undefined> {
    return (await db.select().from(codeBatches).where(eq(codeBatches.id, id)))[0];
  },

  /** Batches, newest first, with used / unused / expired counts read at `now`. */
  async batchPage(db: Db, filter: { kind?: CodeKind; scriptId?: number; now: Date } & Paging) {
    const where = and(
      filter.kind ? eq(codeBatches.kind, filter.kind) : undefined,
      filter.scriptId ? eq(codeBatches.scriptId, filter.scriptId) : undefined,
    );
    const now = filter.now;
    return pageWithTotal(
      db,
      db
        .select({
          batch: codeBatches,
          used: sql<number>`count(${c.id}) filter (where ${c.state} = 'bound')::int`,
          unused: sql<number>`count(${c.id}) filter (where ${c.state} = 'unused' and ${c.expiresAt} > ${now})::int`,
          expired: sql<number>`count(${c.id}) filter (where ${c.state} = 'expired' or (${c.state} = 'unused' and ${c.expiresAt} <= ${now}))::int`,
        })
        .from(codeBatches)
        .leftJoin(c, eq(c.batchId, codeBatches.id))
        .where(where)
        .groupBy(codeBatches.id)
        .orderBy(desc(codeBatches.id))
        .limit(filter.limit)
        .offset(filter.offset),
      codeBatches,
      where,
    );
  },

  async batchCodes(db: Db, filter: { batchId: number; state?: CodeState; now: Date } & Paging) {
    const where = and(
      eq(c.batchId, filter.batchId),
      filter.state ? codeStateIs(filter.state, filter.now) : undefined,
    );
    return tablePage(db, c, {
      where,
      orderBy: [c.id],
      offset: filter.offset,
      limit: filter.limit,
    });
  },

  async scriptPage(db: Db, filter: { keyword?: string; enabled?: boolean } & Paging) {
    const where = and(
      filter.keyword ? ilike(scripts.name, containing(filter.keyword)) : undefined,
      filter.enabled === undefined ? undefined : eq(scripts.enabled, filter.enabled),
    );
    return newestFirstPage(db, scripts, where, filter.offset, filter.limit);
  },

  async script(db: Db, id: number, lock = false) {
    const query = db.select().from(scripts).where(eq(scripts.id, id));
    return (lock ? await query.for('update') : await query)[0];
  },

  async insertScript(db: Db, row: typeof scripts.$inferInsert) {
    return (await db.insert(scripts).values(row).returning())[0]!;
  },

  async updateScript(db: Db, id: number, values: Partial<typeof scripts.$inferInsert>) {
    return (await db.update(scripts).set(values).where(eq(scripts.id, id)).returning())[0]!;
  },

  /** How many devices each script is available on. */
  async deviceCounts(db: Db, scriptIds: number[]): Promise<Map<number, number>> {
    if (scriptIds.length === 0) return new Map();
    const rows = await db
      .select({ scriptId: deviceScripts.scriptId, n: count() })
      .from(deviceScripts)
      .where(inArray(deviceScripts.scriptId, scriptIds))
      .groupBy(deviceScripts.scriptId);
    return new Map(rows.map((r) => [r.scriptId, r.n]));
  },

  async offersOfScripts(db: Db, scriptIds: number[]) {
    if (scriptIds.length === 0) return [];
    return db.select().from(deviceOffers).where(inArray(deviceOffers.scriptId, scriptIds));
  },

  async offerOf(db: Db, goodsId: number, skuId: number | null) {
    return (
      await db
        .select()
        .from(deviceOffers)
        .where(
          and(
            eq(deviceOffers.goodsId, goodsId),
            skuId === null ? isNull(deviceOffers.skuId) : eq(deviceOffers.skuId, skuId),
          ),
        )
    )[0];
  },

  async saveOffer(db: Db, row: typeof deviceOffers.$inferInsert & { id?: number }) {
    if (row.id) {
      const { id, ...values } = row;
      await db.update(deviceOffers).set(values).where(eq(deviceOffers.id, id));
      return;
    }
    await db.insert(deviceOffers).values(row);
  },

  async offerPage(db: Db, filter: { kind?: CodeKind; goodsId?: number } & Paging) {
    const where = and(
      filter.kind ? eq(deviceOffers.kind, filter.kind) : undefined,
      filter.goodsId ? eq(deviceOffers.goodsId, filter.goodsId) : undefined,
    );
    const select = db
      .select({ offer: deviceOffers, script: scripts })
      .from(deviceOffers)
      .leftJoin(scripts, eq(scripts.id, deviceOffers.scriptId));
    return newestFirstJoinedPage(db, select.$dynamic(), deviceOffers, where, filter);
  },

  async memberFreezePage(db: Db, filter: { userId?: number } & Paging) {
    const where = filter.userId ? eq(pluginMemberFreezes.userId, filter.userId) : undefined;
    return tablePage(db, pluginMemberFreezes, {
      where,
      orderBy: [desc(pluginMemberFreezes.createdAt), desc(pluginMemberFreezes.userId)],
      offset: filter.offset,
      limit: filter.limit,
    });
  },

  /** Whether a device code, or any device of a member, has one of the scripts available. */
  async runsScripts(
    db: Db,
    target: { deviceId: number } | { userId: number },
    scriptIds: number[],
  ): Promise<boolean> {
    if (scriptIds.length === 0) return false;
    const on =
      'deviceId' in target
        ? sql`${deviceScripts.deviceId} = ${target.deviceId}`
        : sql`${deviceScripts.deviceId} in (select id from devices where user_id = ${target.userId})`;
    return exists(db, deviceScripts, and(on, inArray(deviceScripts.scriptId, scriptIds)));
  },
};
