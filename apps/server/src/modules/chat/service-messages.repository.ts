import { and, asc, desc, eq, sql } from 'drizzle-orm';
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

  /** Members whose latest request for a person came after the last agent answer, newest first. */
  waitingForAgent(db: Db) {
    return db
      .select({
        userId: serviceMessages.userId,
        last: sql<string>`(array_agg(coalesce(${serviceMessages.content}->>'text', '[' || ${serviceMessages.type} || ']') order by ${serviceMessages.id} desc))[1]`,
        at: sql<Date>`max(${serviceMessages.createdAt})`,
      })
      .from(serviceMessages)
      .where(
        and(
          eq(serviceMessages.sender, 'member'),
          eq(serviceMessages.wantsHuman, true),
          sql`${serviceMessages.id} > coalesce((select max(a.id) from service_messages a where a.user_id = ${serviceMessages.userId} and a.sender = 'agent'), 0)`,
        ),
      )
      .groupBy(serviceMessages.userId)
      .orderBy(desc(sql`max(${serviceMessages.createdAt})`))
      .limit(100);
  },

  /** Help articles by weight (heaviest first), then by id. */
  helpArticles(db: Db): Promise<HelpArticleRow[]> {
    return db.select().from(helpArticles).orderBy(desc(helpArticles.weight), asc(helpArticles.id));
  },
};
