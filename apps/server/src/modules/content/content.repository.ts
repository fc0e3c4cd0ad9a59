import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { adverts, articles } from '../../db/schema/content.schema.ts';
import { newestFirstPage } from '../../db/page.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type AdvertRow = typeof adverts.$inferSelect;

export const contentRepository = {
  activeAdverts: (db: Db) =>
    db
      .select()
      .from(adverts)
      .where(eq(adverts.active, true))
      .orderBy(desc(adverts.weigh), asc(adverts.id)),

  pageArticles(db: Db, category: string | undefined, offset: number, limit: number) {
    const where = category ? eq(articles.category, category) : undefined;
    return newestFirstPage(db, articles, where, offset, limit);
  },

  /** Reads an article and counts the view in one statement. */
  async viewArticle(db: Db, id: number): Promise<ArticleRow | undefined> {
    const rows = await db
      .update(articles)
      .set({ views: sql`${articles.views} + 1` })
      .where(and(eq(articles.id, id)))
      .returning();
    return rows[0];
  },
};
