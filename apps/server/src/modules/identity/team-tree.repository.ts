import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { countWhere } from '../../db/count.ts';
import { users } from '../../db/schema/identity.schema.ts';

/** A member of someone's team as the tree answers it. */
export interface TreeMember {
  id: number;
  nickname: string;
  avatar: string;
  joinedAt: Date;
  invited: number;
}

const parent = alias(users, 'parent');
const grandparent = alias(users, 'grandparent');

/** The invitation tree (`users.parent_id`): levels below a member, the uplines above one, binding. */
export const teamTreeRepository = {
  /** How many members sit 1, 2 and 3 levels below the member. */
  async counts(db: Db, userId: number): Promise<[number, number, number]> {
    const level1Ids = db.select({ id: parent.id }).from(parent).where(eq(parent.parentId, userId));
    const level2Ids = db
      .select({ id: grandparent.id })
      .from(grandparent)
      .where(inArray(grandparent.parentId, level1Ids));
    return Promise.all([
      countWhere(db, users, eq(users.parentId, userId)),
      countWhere(db, users, inArray(users.parentId, level1Ids)),
      countWhere(db, users, inArray(users.parentId, level2Ids)),
    ]);
  },

  /** A page of the members `level` (1 or 2) below the member, newest first, with their own invitations. */
  async page(db: Db, userId: number, level: 1 | 2, offset: number, limit: number) {
    const under =
      level === 1
        ? eq(users.parentId, userId)
        : inArray(
            users.parentId,
            db.select({ id: parent.id }).from(parent).where(eq(parent.parentId, userId)),
          );
    const rows: TreeMember[] = await db
      .select({
        id: users.id,
        nickname: users.nickname,
        avatar: users.avatar,
        joinedAt: users.createdAt,
        invited: sql<number>`(select count(*)::int from users c where c.parent_id = "users"."id")`,
      })
      .from(users)
      .where(under)
      .orderBy(desc(users.id))
      .offset(offset)
      .limit(limit);
    return { rows, total: await countWhere(db, users, under) };
  },

  /** The member's inviter (level 1) and the inviter's inviter (level 2), as far as they exist. */
  async uplines(db: Db, userId: number): Promise<number[]> {
    const [row] = await db
      .select({ parent: parent.id, grandparent: grandparent.id })
      .from(users)
      .leftJoin(parent, eq(users.parentId, parent.id))
      .leftJoin(grandparent, eq(parent.parentId, grandparent.id))
      .where(eq(users.id, userId));
    return [row?.parent, row?.grandparent].filter((id): id is number => typeof id === 'number');
  },

  /** Whether `candidate` is `ancestor` itself or sits anywhere below them. */
  async isInTreeOf(db: Db, ancestor: number, candidate: number): Promise<boolean> {
    const result = await db.execute(sql`
      with recursive up(id, parent_id, depth) as (
        select id, parent_id, 0 from ${users} where id = ${candidate}
        union all
        select u.id, u.parent_id, up.depth + 1 from ${users} u join up on u.id = up.parent_id
        where up.depth < 1000
      )
      select exists(select 1 from up where id = ${ancestor}) as found`);
    return Boolean((result as unknown as { rows: { found: boolean }[] }).rows[0]?.found);
  },

  /** Serialises changes of the tree (binding an inviter) for the transaction's length. */
  async lockTree(trx: Db): Promise<void> {
    await trx.execute(sql`select pg_advisory_xact_lock(hashtext('team-tree'))`);
  },

  /** Sets the parent of a member who has none; false when they have one already. */
  async bindParent(trx: Db, userId: number, parentId: number, now: Date): Promise<boolean> {
    const rows = await trx
      .update(users)
      .set({ parentId, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.parentId)))
      .returning({ id: users.id });
    return rows.length > 0;
  },
};
