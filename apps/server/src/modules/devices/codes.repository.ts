import { and, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CodeState } from '@cloudmall/contract/devices';
import type { Db } from '../../db/database.ts';
import { newestFirstJoinedPage } from '../../db/page.ts';
import { activationCodes, deviceOffers, devices } from '../../db/schema/devices.schema.ts';

export type CodeRow = typeof activationCodes.$inferSelect;
export type NewCodeRow = typeof activationCodes.$inferInsert;
export type OfferRow = typeof deviceOffers.$inferSelect;

const c = activationCodes;

/** The stored condition of a code state as members read it: an unused code past expiry is expired. */
function stateIs(state: CodeState, now: Date): SQL | undefined {
  if (state === 'bound') return eq(c.state, 'bound');
  if (state === 'unused') return and(eq(c.state, 'unused'), gt(c.expiresAt, now));
  return or(eq(c.state, 'expired'), and(eq(c.state, 'unused'), lte(c.expiresAt, now)));
}

/** Queries of activation codes and of the goods that issue them. */
export const codesRepository = {
  /** Inserts codes; a code already issued for the same order unit is skipped (idempotent issue). */
  async insert(db: Db, rows: NewCodeRow[]): Promise<CodeRow[]> {
    if (rows.length === 0) return [];
    return db.insert(c).values(rows).onConflictDoNothing().returning();
  },

  /**
   * Claims an unused, unexpired code the member may redeem (their own, or an unowned batch code)
   * in one guarded UPDATE: of parallel claims of one code, exactly one gets the row.
   */
  async claim(db: Db, input: { hash: string; userId: number; deviceId: number | null; now: Date }) {
    return (
      await db
        .update(c)
        .set({
          state: 'bound',
          userId: sql`coalesce(${c.userId}, ${input.userId})`,
          deviceId: input.deviceId,
          boundAt: input.now,
          updatedAt: input.now,
        })
        .where(
          and(
            eq(c.codeHash, input.hash),
            eq(c.state, 'unused'),
            gt(c.expiresAt, input.now),
            or(eq(c.userId, input.userId), isNull(c.userId)),
          ),
        )
        .returning()
    )[0];
  },

  async bindTo(db: Db, id: number, deviceId: number): Promise<void> {
    await db.update(c).set({ deviceId }).where(eq(c.id, id));
  },

  async page(
    db: Db,
    userId: number,
    query: { state?: CodeState; offset: number; limit: number; now: Date },
  ) {
    const where = and(
      eq(c.userId, userId),
      query.state ? stateIs(query.state, query.now) : undefined,
    );
    const select = db
      .select({
        code: c,
        deviceName: devices.name,
        deviceCode: devices.deviceCode,
        deviceFree: devices.free,
      })
      .from(c)
      .leftJoin(devices, eq(devices.id, c.deviceId));
    return newestFirstJoinedPage(db, select.$dynamic(), c, where, query);
  },

  /** Unused codes past their expiry, marked expired (skip locked: safe on several instances). */
  async expireDue(db: Db, now: Date, limit: number): Promise<number[]> {
    const due = await db
      .select({ id: c.id, userId: c.userId })
      .from(c)
      .where(and(eq(c.state, 'unused'), lte(c.expiresAt, now)))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await db
      .update(c)
      .set({ state: 'expired', updatedAt: now })
      .where(
        inArray(
          c.id,
          due.map((d) => d.id),
        ),
      );
    return due.flatMap((d) => (d.userId === null ? [] : [d.userId]));
  },

  async offersFor(db: Db, goodsIds: number[]): Promise<OfferRow[]> {
    if (goodsIds.length === 0) return [];
    return db.select().from(deviceOffers).where(inArray(deviceOffers.goodsId, goodsIds));
  },
};
