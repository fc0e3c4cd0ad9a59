import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { newestFirstPage } from '../../db/page.ts';
import { notices } from '../../db/schema/chat.schema.ts';

export type NoticeRow = typeof notices.$inferSelect;

export const noticesRepository = {
  async insert(db: Db, row: typeof notices.$inferInsert): Promise<NoticeRow> {
    return (await db.insert(notices).values(row).returning())[0]!;
  },

  /** One notice for each of the given members, written by one statement; answers how many. */
  async insertForMembers(
    db: Db,
    userIds: number[],
    notice: Omit<typeof notices.$inferInsert, 'userId' | 'id'>,
    now: Date,
  ): Promise<number> {
    if (!userIds.length) return 0;
    const result = await db.execute(sql`with written as (
      insert into ${notices} (user_id, type, title, content, modules, modules_id, created_at)
      select member.id, ${notice.type}::text, ${notice.title}::text, ${notice.content}::text, ${notice.modules}::text,
        ${notice.modulesId}::bigint, ${now.toISOString()}::timestamptz
      from unnest(${`{${userIds.join(',')}}`}::int[]) as member(id)
      returning 1)
      select count(*)::int as n from written`);
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  },

  page(db: Db, userId: number, type: string, offset: number, limit: number) {
    const where = and(eq(notices.userId, userId), eq(notices.type, type));
    return newestFirstPage(db, notices, where, offset, limit);
  },

  async unreadByType(db: Db, userId: number): Promise<Map<string, number>> {
    const rows = await db
      .select({ type: notices.type, count: sql<number>`count(*)::int` })
      .from(notices)
      .where(and(eq(notices.userId, userId), isNull(notices.readAt)))
      .groupBy(notices.type);
    return new Map(rows.map((r) => [r.type, r.count]));
  },

  async markRead(db: Db, userId: number, type: string | undefined, now: Date): Promise<void> {
    await db
      .update(notices)
      .set({ readAt: now })
      .where(
        and(
          eq(notices.userId, userId),
          isNull(notices.readAt),
          type ? eq(notices.type, type) : undefined,
        ),
      );
  },
};
