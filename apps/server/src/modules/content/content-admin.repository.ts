import { and, desc, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { adverts, articles } from '../../db/schema/content.schema.ts';
import { newestFirstPage, tablePage } from '../../db/page.ts';
import { rowsById } from '../../db/rows-by-id.ts';

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
    return tablePage(db, adverts, {
      where,
      orderBy: [asc(adverts.module), desc(adverts.weigh), asc(adverts.id)],
      offset,
      limit,
    });
  },

  /** An advert locked, inserted, changed or deleted by id. */
  advert: rowsById(adverts),

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

  async article(db: Db, id: number) {
    return (await db.select().from(articles).where(eq(articles.id, id)))[0];
  },

  /** An article locked, inserted, changed or deleted by id. */
  articleRows: rowsById(articles),
};
