import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { helpArticles, serviceMessages } from '../../db/schema/chat.schema.ts';

export type ServiceMessageRow = typeof serviceMessages.$inferSelect;
export type HelpArticleRow = typeof helpArticles.$inferSelect;

/** Customer-service messages and the help articles the assistant answers from. */
export const serviceMessagesRepository = {
  async insert(db: Db, row: typeof serviceMessages.$inferInsert): Promise<ServiceMessageRow> {
    return (await db.insert(serviceMessages).values(row).returning())[0]!;
  },

  /** The member's latest 100 messages, newest first. */
  latestOf(db: Db, userId: number): Promise<ServiceMessageRow[]> {
    return db
      .select()
      .from(serviceMessages)
      .where(eq(serviceMessages.userId, userId))
      .orderBy(desc(serviceMessages.id))
      .limit(100);
  },

  /** Help articles by weight (heaviest first), then by id. */
  helpArticles(db: Db): Promise<HelpArticleRow[]> {
    return db.select().from(helpArticles).orderBy(desc(helpArticles.weight), asc(helpArticles.id));
  },
};
