import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { searchHistory, searchKeywords } from '../../db/schema/catalog.schema.ts';

/** Search keywords (hot list) and members' search history. */
export const searchRepository = {
  async countSearch(db: Db, keyword: string, count: number): Promise<void> {
    await db
      .insert(searchKeywords)
      .values({ keyword, views: count })
      .onConflictDoUpdate({
        target: searchKeywords.keyword,
        set: { views: sql`${searchKeywords.views} + ${count}` },
      });
  },

  async recordHistory(db: Db, userId: number, keyword: string, now: Date): Promise<void> {
    await db
      .insert(searchHistory)
      .values({ userId, keyword, searchedAt: now })
      .onConflictDoUpdate({
        target: [searchHistory.userId, searchHistory.keyword],
        set: { searchedAt: now },
      });
  },

  hotKeywords: (db: Db) =>
    db
      .select({ keyword: searchKeywords.keyword, hot: searchKeywords.hot })
      .from(searchKeywords)
      .orderBy(desc(searchKeywords.hot), desc(searchKeywords.views))
      .limit(10),
  history: (db: Db, userId: number) =>
    db
      .select({ keyword: searchHistory.keyword })
      .from(searchHistory)
      .where(eq(searchHistory.userId, userId))
      .orderBy(desc(searchHistory.searchedAt))
      .limit(10),
  async clearHistory(db: Db, userId: number): Promise<void> {
    await db.delete(searchHistory).where(eq(searchHistory.userId, userId));
  },
};
