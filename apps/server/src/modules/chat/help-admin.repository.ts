import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { helpArticles, notices } from '../../db/schema/chat.schema.ts';
import { tablePage } from '../../db/page.ts';
import { rowsById } from '../../db/rows-by-id.ts';

export type NewHelpArticle = Omit<typeof helpArticles.$inferInsert, 'id'>;

/** The admin's reads and writes of help articles, and the announcements as sent. */
export const helpAdminRepository = {
  pageHelp(db: Db, q: string | undefined, offset: number, limit: number) {
    const where = q
      ? or(ilike(helpArticles.title, containing(q)), ilike(helpArticles.keywords, containing(q)))
      : undefined;
    return tablePage(db, helpArticles, {
      where,
      orderBy: [desc(helpArticles.weight), asc(helpArticles.id)],
      offset,
      limit,
    });
  },

  /** A help article locked, inserted, changed or deleted by id. */
  help: rowsById(helpArticles),

  /** Announcements: the `system` notices written as text, one group per statement (same time and text). */
  async pageAnnouncements(db: Db, q: string | undefined, offset: number, limit: number) {
    const conditions: SQL[] = [
      eq(notices.type, 'system'),
      eq(notices.modules, 'system'),
      isNull(notices.messageKey),
    ];
    if (q) conditions.push(ilike(notices.title, containing(q)));
    const where = and(...conditions);
    const groups = db
      .select({
        title: notices.title,
        content: notices.content,
        sentAt: notices.createdAt,
        members: count(),
        read: sql<number>`count(${notices.readAt})`.mapWith(Number),
      })
      .from(notices)
      .where(where)
      .groupBy(notices.title, notices.content, notices.createdAt);
    const [rows, total] = await Promise.all([
      groups.orderBy(desc(notices.createdAt)).offset(offset).limit(limit),
      db.select({ n: count() }).from(groups.as('g')),
    ]);
    return { rows, total: total[0]?.n ?? 0 };
  },
};
