import { and, desc, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { adverts, articles } from '../../db/schema/content.schema.ts';
import { newestFirstPage, pageWithTotal } from '../../db/page.ts';

export type NewAdvert = Omit<typeof adverts.$inferInsert, 'id'>;
export type NewArticle = Omit<typeof articles.$inferInsert, 'id' | 'views' | 'createdAt'>;

/** The admin's reads and writes of adverts and articles. */
export const contentAdminRepository = {
  pageAdverts(
    db: Db,
    filter: { module?: string; active?: boolean },
    offset: number,
    limit: number,
  ) {
    const conditions: SQL[] = [];
    if (filter.module) conditions.push(eq(adverts.module, filter.module));
    if (filter.active !== undefined) conditions.push(eq(adverts.active, filter.active));
    const where = conditions.length ? and(...conditions) : undefined;
    return pageWithTotal(
      db,
      db
        .select()
        .from(adverts)
        .where(where)
        .orderBy(asc(adverts.module), desc(adverts.weigh), asc(adverts.id))
        .offset(offset)
        .limit(limit),
      adverts,
      where,
    );
  },

  async advertForUpdate(db: Db, id: number) {
    return (await db.select().from(adverts).where(eq(adverts.id, id)).for('update'))[0];
  },

  async insertAdvert(db: Db, row: NewAdvert) {
    return (await db.insert(adverts).values(row).returning())[0]!;
  },

  async updateAdvert(db: Db, id: number, row: NewAdvert) {
    return (await db.update(adverts).set(row).where(eq(adverts.id, id)).returning())[0]!;
  },

  async deleteAdvert(db: Db, id: number): Promise<void> {
    await db.delete(adverts).where(eq(adverts.id, id));
  },

  pageArticles(db: Db, filter: { category?: string; q?: string }, offset: number, limit: number) {
    const conditions: SQL[] = [];
    if (filter.category) conditions.push(eq(articles.category, filter.category));
    if (filter.q) conditions.push(ilike(articles.title, containing(filter.q)));
    return newestFirstPage(
      db,
      articles,
      conditions.length ? and(...conditions) : undefined,
      offset,
      limit,
    );
  },

  async article(db: Db, id: number, lock = false) {
    const query = db.select().from(articles).where(eq(articles.id, id));
    return (await (lock ? query.for('update') : query))[0];
  },

  async insertArticle(db: Db, row: NewArticle) {
    return (await db.insert(articles).values(row).returning())[0]!;
  },

  async updateArticle(db: Db, id: number, row: NewArticle) {
    return (await db.update(articles).set(row).where(eq(articles.id, id)).returning())[0]!;
  },

  async deleteArticle(db: Db, id: number): Promise<void> {
    await db.delete(articles).where(eq(articles.id, id));
  },
};
