import type { ConsoleRole } from '@cloudmall/contract';
import type { MemberStatus } from '@cloudmall/contract/access';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { tablePage } from '../../db/page.ts';
import { memberRoles, users } from '../../db/schema/identity.schema.ts';

export interface MemberFilter {
  q?: string;
  status?: MemberStatus;
  role?: ConsoleRole;
}

function whereOf(filter: MemberFilter): SQL | undefined {
  const q = filter.q?.trim();
  const like = q ? containing(q) : '';
  const text = q
    ? or(
        ilike(users.username, like),
        ilike(users.nickname, like),
        ilike(users.mobile, like),
        /^\d{1,9}$/.test(q) ? eq(users.id, Number(q)) : undefined,
      )
    : undefined;
  const role = filter.role
    ? sql`exists (select 1 from ${memberRoles} where ${memberRoles.userId} = ${users.id} and ${memberRoles.role} = ${filter.role})`
    : undefined;
  return and(text, filter.status ? eq(users.status, filter.status) : undefined, role);
}

/** The admin's view of the members table: filtered pages. */
export const membersAdminRepository = {
  /** One page of members matching the filter, newest first, and how many match in all. */
  async page(db: Db, filter: MemberFilter, limit: number, offset: number) {
    const where = whereOf(filter);
    return tablePage(db, users, {
      where,
      orderBy: [desc(users.id)],
      offset,
      limit,
    });
  },
};
