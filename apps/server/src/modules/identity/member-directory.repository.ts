import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/identity.schema.ts';

/** Member lookups other modules make, in their own transaction when they pass one. */
export const memberDirectoryRepository = {
  async levelOf(db: Db, userId: number): Promise<number> {
    const [row] = await db.select({ level: users.level }).from(users).where(eq(users.id, userId));
    return row?.level ?? 0;
  },

  async briefs(db: Db, ids: number[]): Promise<{ id: number; nickname: string; avatar: string }[]> {
    if (ids.length === 0) return [];
    return db
      .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
      .from(users)
      .where(inArray(users.id, ids));
  },
};
