import { and, between, count, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firstRowBy } from '../../db/first-row.ts';
import { signins } from '../../db/schema/signin.schema.ts';

export type SigninRow = typeof signins.$inferSelect;
export type RankBy = 'streak' | 'points';

/** Per member, the value a ranking orders by: live streak since `from`, or points from `from` to `to`. */
const totals = (db: Db, by: RankBy, range: { from: string; to: string }) =>
  db
    .select({
      userId: signins.userId,
      value: (by === 'streak'
        ? sql<number>`max(${signins.streak})::int`
        : sql<number>`sum(${signins.points})::int`
      ).as('value'),
    })
    .from(signins)
    .where(
      by === 'streak' ? gte(signins.day, range.from) : between(signins.day, range.from, range.to),
    )
    .groupBy(signins.userId)
    .as('totals');

/** Queries of the `signins` table only. */
export const signinRepository = {
  /** One member's sign-ins run one at a time (a transaction advisory lock per member). */
  async lockMember(trx: Db, userId: number): Promise<void> {
    await trx.execute(sql`select pg_advisory_xact_lock(hashtext('signin.sign'), ${userId}::int)`);
  },

  async last(db: Db, userId: number): Promise<SigninRow | null> {
    return (await firstRowBy(db, signins, eq(signins.userId, userId), desc(signins.day))) ?? null;
  },

  /** Inserts the day's row; null when the member already has one that day (the unique index). */
  async insert(trx: Db, row: typeof signins.$inferInsert): Promise<SigninRow | null> {
    const [inserted] = await trx.insert(signins).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  async totalPoints(db: Db, userId: number): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${signins.points}), 0)::int` })
      .from(signins)
      .where(eq(signins.userId, userId));
    return Number(row?.total ?? 0);
  },

  inRange(db: Db, userId: number, first: string, last: string): Promise<SigninRow[]> {
    return db
      .select()
      .from(signins)
      .where(and(eq(signins.userId, userId), between(signins.day, first, last)))
      .orderBy(signins.day);
  },

  /** The first `limit` members by value (highest first, then the earlier member). */
  async top(
    db: Db,
    by: RankBy,
    range: { from: string; to: string },
    limit: number,
  ): Promise<{ userId: number; value: number }[]> {
    const t = totals(db, by, range);
    const rows = await db.select().from(t).orderBy(desc(t.value), t.userId).limit(limit);
    return rows.map((r) => ({ userId: Number(r.userId), value: Number(r.value) }));
  },

  /** A member's value and how many members are strictly ahead of it (null value: not ranked). */
  async placeOf(
    db: Db,
    by: RankBy,
    range: { from: string; to: string },
    userId: number,
  ): Promise<{ value: number | null; ahead: number }> {
    const t = totals(db, by, range);
    const [mine] = await db.select({ value: t.value }).from(t).where(eq(t.userId, userId));
    if (!mine) return { value: null, ahead: 0 };
    const value = Number(mine.value);
    const [ahead] = await db.select({ n: count() }).from(t).where(gt(t.value, value));
    return { value, ahead: Number(ahead?.n ?? 0) };
  },
};
