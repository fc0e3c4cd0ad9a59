import { and, asc, type ColumnBaseConfig, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  findComments,
  findLikes,
  findPosts,
  liveRooms,
  liveViewers,
  memberFollows,
} from '../../db/schema/find.schema.ts';
import { newestFirstPage, pageWithTotal } from '../../db/page.ts';

export type PostRow = typeof findPosts.$inferSelect;

type IdColumn = PgColumn<ColumnBaseConfig<'number', string>>;

/** The ids in `column` of the rows of `table` matching `where`. */
async function idsWhere(
  db: Db,
  table: PgTable,
  column: IdColumn,
  where: SQL | undefined,
): Promise<number[]> {
  const rows = await db.select({ id: column }).from(table).where(where);
  return rows.map((r) => r.id as number);
}

/** Which of `ids` the member marked (liked, followed) in a table of (member, id) rows. */
async function markedSet(
  db: Db,
  table: PgTable,
  member: IdColumn,
  marked: IdColumn,
  userId: number,
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set(await idsWhere(db, table, marked, and(eq(member, userId), inArray(marked, ids))));
}

export const findRepository = {
  async pagePosts(db: Db, where: SQL | undefined, offset: number, limit: number) {
    return newestFirstPage(db, findPosts, where, offset, limit);
  },

  normal: () => eq(findPosts.status, 'normal'),
  ofType: (type: string) => eq(findPosts.type, type),
  byUser: (userId: number) => eq(findPosts.userId, userId),
  byUsers: (userIds: number[]) => inArray(findPosts.userId, userIds.length ? userIds : [0]),
  likedBy: (userId: number) =>
    sql`${findPosts.id} in (select post_id from find_likes where user_id = ${userId})`,

  async findPost(db: Db, id: number) {
    return (await db.select().from(findPosts).where(eq(findPosts.id, id)).limit(1))[0];
  },

  async insertPost(db: Db, row: typeof findPosts.$inferInsert) {
    return (await db.insert(findPosts).values(row).returning())[0]!;
  },

  async deleteOwnPost(db: Db, userId: number, id: number): Promise<boolean> {
    return (
      (
        await db
          .update(findPosts)
          .set({ status: 'deleted' })
          .where(
            and(eq(findPosts.id, id), eq(findPosts.userId, userId), eq(findPosts.status, 'normal')),
          )
          .returning()
      ).length > 0
    );
  },

  async countView(db: Db, id: number): Promise<void> {
    await db
      .update(findPosts)
      .set({ views: sql`${findPosts.views} + 1` })
      .where(eq(findPosts.id, id));
  },

  likedSet: (db: Db, userId: number, postIds: number[]): Promise<Set<number>> =>
    markedSet(db, findLikes, findLikes.userId, findLikes.postId, userId, postIds),

  async toggleLike(db: Db, userId: number, postId: number): Promise<boolean> {
    const removed = await db
      .delete(findLikes)
      .where(and(eq(findLikes.userId, userId), eq(findLikes.postId, postId)))
      .returning();
    if (removed.length) {
      await db
        .update(findPosts)
        .set({ likes: sql`greatest(${findPosts.likes} - 1, 0)` })
        .where(eq(findPosts.id, postId));
      return false;
    }
    await db.insert(findLikes).values({ userId, postId }).onConflictDoNothing();
    await db
      .update(findPosts)
      .set({ likes: sql`${findPosts.likes} + 1` })
      .where(eq(findPosts.id, postId));
    return true;
  },

  // Members following members ------------------------------------------------------------------
  followingSet: (db: Db, userId: number, targets: number[]): Promise<Set<number>> =>
    markedSet(db, memberFollows, memberFollows.userId, memberFollows.targetUserId, userId, targets),

  followedIds: (db: Db, userId: number): Promise<number[]> =>
    idsWhere(db, memberFollows, memberFollows.targetUserId, eq(memberFollows.userId, userId)),

  async toggleFollow(db: Db, userId: number, targetUserId: number): Promise<boolean> {
    const removed = await db
      .delete(memberFollows)
      .where(and(eq(memberFollows.userId, userId), eq(memberFollows.targetUserId, targetUserId)))
      .returning();
    if (removed.length) return false;
    await db.insert(memberFollows).values({ userId, targetUserId }).onConflictDoNothing();
    return true;
  },

  async pagePeople(db: Db, userId: number, type: 'follow' | 'fans', offset: number, limit: number) {
    const where =
      type === 'follow' ? eq(memberFollows.userId, userId) : eq(memberFollows.targetUserId, userId);
    const column = type === 'follow' ? memberFollows.targetUserId : memberFollows.userId;
    const { rows, total } = await pageWithTotal(
      db,
      db
        .select({ id: column })
        .from(memberFollows)
        .where(where)
        .orderBy(desc(memberFollows.createdAt))
        .offset(offset)
        .limit(limit),
      memberFollows,
      where,
    );
    return { ids: rows.map((r) => r.id), total };
  },

  async counts(db: Db, userId: number) {
    const rows = await db.execute(sql`select
      (select count(*) from find_posts where user_id = ${userId} and status = 'normal')::int as posts,
      (select count(*) from member_follows where user_id = ${userId})::int as follow,
      (select count(*) from member_follows where target_user_id = ${userId})::int as fans,
      (select coalesce(sum(likes), 0) from find_posts where user_id = ${userId} and status = 'normal')::int as praised`);
    return (
      rows as unknown as {
        rows: Array<{ posts: number; follow: number; fans: number; praised: number }>;
      }
    ).rows[0]!;
  },

  // Comments -----------------------------------------------------------------------------------
  comments: (db: Db, postId: number) =>
    db
      .select()
      .from(findComments)
      .where(eq(findComments.postId, postId))
      .orderBy(asc(findComments.id))
      .limit(500),

  async addComment(db: Db, row: typeof findComments.$inferInsert) {
    const [comment] = await db.insert(findComments).values(row).returning();
    await db
      .update(findPosts)
      .set({ comments: sql`${findPosts.comments} + 1` })
      .where(eq(findPosts.id, row.postId));
    return comment!;
  },

  async findComment(db: Db, id: number) {
    return (await db.select().from(findComments).where(eq(findComments.id, id)).limit(1))[0];
  },

  // Live rooms ---------------------------------------------------------------------------------
  async findRoom(db: Db, id: number) {
    return (await db.select().from(liveRooms).where(eq(liveRooms.id, id)).limit(1))[0];
  },

  async enterRoom(db: Db, roomId: number, userId: number): Promise<void> {
    await db
      .insert(liveViewers)
      .values({ roomId, userId })
      .onConflictDoUpdate({
        target: [liveViewers.roomId, liveViewers.userId],
        set: { enteredAt: sql`now()` },
      });
    await db
      .update(liveRooms)
      .set({ views: sql`${liveRooms.views} + 1` })
      .where(eq(liveRooms.id, roomId));
  },

  async leaveRoom(db: Db, roomId: number, userId: number): Promise<boolean> {
    return (
      (
        await db
          .delete(liveViewers)
          .where(and(eq(liveViewers.roomId, roomId), eq(liveViewers.userId, userId)))
          .returning()
      ).length > 0
    );
  },

  viewers: (db: Db, roomId: number): Promise<number[]> =>
    idsWhere(db, liveViewers, liveViewers.userId, eq(liveViewers.roomId, roomId)),

  async likeRoom(db: Db, roomId: number): Promise<number> {
    const rows = await db
      .update(liveRooms)
      .set({ likes: sql`${liveRooms.likes} + 1` })
      .where(eq(liveRooms.id, roomId))
      .returning({ likes: liveRooms.likes });
    return rows[0]?.likes ?? 0;
  },
};
