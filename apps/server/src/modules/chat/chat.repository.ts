import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { chatHidden, chatMessages } from '../../db/schema/chat.schema.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

const between = (a: number, b: number) =>
  or(
    and(eq(chatMessages.fromUserId, a), eq(chatMessages.toUserId, b)),
    and(eq(chatMessages.fromUserId, b), eq(chatMessages.toUserId, a)),
  );

export type ChatMessageRow = typeof chatMessages.$inferSelect;

export const chatRepository = {
  async insert(db: Db, row: typeof chatMessages.$inferInsert): Promise<ChatMessageRow> {
    return (await db.insert(chatMessages).values(row).returning())[0]!;
  },

  async markDelivered(db: Db, ids: number[], now: Date): Promise<void> {
    if (ids.length)
      await db.update(chatMessages).set({ deliveredAt: now }).where(inArray(chatMessages.id, ids));
  },

  /** Messages to the member not yet pushed to any of their sockets, oldest first, since a date. */
  async undelivered(db: Db, userId: number, since: Date, limit: number): Promise<ChatMessageRow[]> {
    return db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.toUserId, userId),
          isNull(chatMessages.deliveredAt),
          gt(chatMessages.createdAt, since),
        ),
      )
      .orderBy(asc(chatMessages.id))
      .limit(limit);
  },

  async hiddenUpTo(db: Db, userId: number, otherUserId: number): Promise<number> {
    const rows = await db
      .select({ upTo: chatHidden.hiddenUpToId })
      .from(chatHidden)
      .where(and(eq(chatHidden.userId, userId), eq(chatHidden.otherUserId, otherUserId)))
      .limit(1);
    return rows[0]?.upTo ?? 0;
  },

  /**
   * The newest messages between two members above `afterId` (and below `beforeId`), skipping the
   * `offset` newest, oldest first; with how many there are in all.
   */
  async history(
    db: Db,
    me: number,
    other: number,
    options: { afterId: number; beforeId?: number; limit: number; offset: number },
  ) {
    const where = and(
      between(me, other),
      gt(chatMessages.id, options.afterId),
      options.beforeId ? lt(chatMessages.id, options.beforeId) : undefined,
    );
    const [rows, counted] = await Promise.all([
      db
        .select()
        .from(chatMessages)
        .where(where)
        .orderBy(desc(chatMessages.id))
        .limit(options.limit)
        .offset(options.offset),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(where),
    ]);
    return { rows: rows.reverse(), total: Number(counted[0]?.count ?? 0) };
  },

  /** One row per conversation: the last message, the other member and the member's unread count. */
  async conversations(db: Db, me: number, limit: number) {
    return rowsOf(
      await db.execute(sql`
        with mine as (
          select m.*, case when m.from_user_id = ${me} then m.to_user_id else m.from_user_id end as other
          from chat_messages m where m.from_user_id = ${me} or m.to_user_id = ${me}
        ), listed as (
          select mine.* from mine
          left join chat_hidden h on h.user_id = ${me} and h.other_user_id = mine.other
          where h.user_id is null or not h.removed or mine.id > h.hidden_up_to_id
        ), last as (
          select distinct on (other) * from listed order by other, id desc
        )
        select last.id, last.other, last.type, last.content, last.created_at,
          (select count(*) from listed l where l.other = last.other and l.to_user_id = ${me} and l.read_at is null)::int as unread
        from last order by last.id desc limit ${limit}`),
    ).map((row) => ({
      id: Number(row.id),
      other: Number(row.other),
      type: String(row.type),
      content: row.content as Record<string, unknown>,
      createdAt: new Date(String(row.created_at)),
      unread: Number(row.unread),
    }));
  },

  async markRead(db: Db, me: number, other: number | undefined, now: Date): Promise<number[]> {
    const rows = await db
      .update(chatMessages)
      .set({ readAt: now })
      .where(
        and(
          eq(chatMessages.toUserId, me),
          isNull(chatMessages.readAt),
          other === undefined ? undefined : eq(chatMessages.fromUserId, other),
        ),
      )
      .returning({ from: chatMessages.fromUserId });
    return [...new Set(rows.map((r) => r.from))];
  },

  /** Hides everything with the other member up to now: removed from the list, or history cleared. */
  async hide(db: Db, me: number, other: number, removed: boolean): Promise<void> {
    const last = await db
      .select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)::bigint` })
      .from(chatMessages)
      .where(between(me, other));
    const upTo = Number(last[0]?.id ?? 0);
    await db
      .insert(chatHidden)
      .values({ userId: me, otherUserId: other, hiddenUpToId: upTo, removed })
      .onConflictDoUpdate({
        target: [chatHidden.userId, chatHidden.otherUserId],
        set: { hiddenUpToId: upTo, removed },
      });
  },

  async unreadCount(db: Db, me: number): Promise<number> {
    const rows = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(and(eq(chatMessages.toUserId, me), isNull(chatMessages.readAt)));
    return rows[0]?.count ?? 0;
  },
};
