import type { ConsoleRole } from '@cloudmall/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { insertedNew } from '../../db/insert-new.ts';
import { memberRoles } from '../../db/schema/identity.schema.ts';

/** The console roles members hold (`member_roles`). */
export const memberRolesRepository = {
  /** The roles one member holds, with who granted each and when, in grant order. */
  grantsOf(db: Db, userId: number) {
    return db
      .select({
        role: memberRoles.role,
        grantedBy: memberRoles.grantedBy,
        createdAt: memberRoles.createdAt,
      })
      .from(memberRoles)
      .where(eq(memberRoles.userId, userId))
      .orderBy(asc(memberRoles.createdAt), asc(memberRoles.role));
  },

  async rolesOf(db: Db, userId: number): Promise<ConsoleRole[]> {
    return (await memberRolesRepository.grantsOf(db, userId)).map((grant) => grant.role);
  },

  /** The roles of several members, by member id (a member holding none is absent). */
  async rolesByUser(db: Db, userIds: number[]): Promise<Map<number, ConsoleRole[]>> {
    const byUser = new Map<number, ConsoleRole[]>();
    if (!userIds.length) return byUser;
    const rows = await db
      .select({ userId: memberRoles.userId, role: memberRoles.role })
      .from(memberRoles)
      .where(inArray(memberRoles.userId, userIds))
      .orderBy(asc(memberRoles.createdAt), asc(memberRoles.role));
    for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.role]);
    return byUser;
  },

  /** Ids of the members holding any of the roles (at most `limit`). */
  async holdersOf(db: Db, roles: ConsoleRole[], limit = 500): Promise<number[]> {
    const rows = await db
      .selectDistinct({ userId: memberRoles.userId })
      .from(memberRoles)
      .where(inArray(memberRoles.role, roles))
      .limit(limit);
    return rows.map((row) => row.userId);
  },

  /** Grants a role; false when the member already held it. */
  async grant(db: Db, userId: number, role: ConsoleRole, grantedBy: number): Promise<boolean> {
    return insertedNew(db, memberRoles, { userId, role, grantedBy });
  },

  /** Revokes a role; false when the member did not hold it. */
  async revoke(db: Db, userId: number, role: ConsoleRole): Promise<boolean> {
    const rows = await db
      .delete(memberRoles)
      .where(and(eq(memberRoles.userId, userId), eq(memberRoles.role, role)))
      .returning({ role: memberRoles.role });
    return rows.length > 0;
  },
};
