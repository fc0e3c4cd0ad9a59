import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/identity.schema.ts';

/** Member lookups other modules make, in their own transaction when they pass one. */
export const memberDirectoryRepository = {
  async levelOf(db: Db, userId: number): Promise<number> {
    const [row] = await db.select({ level: users.level }).from(users).where(eq(users.id, userId));
    return row?.level ?? 0;
  },

  /** Locks the member's row and answers its level (null: no such member). */
  async lockLevel(db: Db, userId: number): Promise<number | null> {
    const [row] = await db
      .select({ level: users.level })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    return row?.level ?? null;
  },

  async setLevel(db: Db, userId: number, level: number): Promise<void> {
    await db
      .update(users)
      .set({ level, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  },

  async briefs(db: Db, ids: number[]): Promise<{ id: number; nickname: string; avatar: string }[]> {
    if (ids.length === 0) return [];
    return db
      .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
      .from(users)
      .where(inArray(users.id, ids));
  },

  /** Members who joined per UTC day in [from, to). */
  async joinedPerDay(db: Db, from: Date, to: Date) {
    const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    return db
      .select({ day, count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(gte(users.createdAt, from), lt(users.createdAt, to)))
      .groupBy(day);
  },
};
