import { formatMinor } from '@cloudmall/contract';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tablePage } from '../../db/page.ts';
import { incomeHolds } from '../../db/schema/wallet.schema.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { offsetOf, toPage, type PageQuery } from '../../platform/http/paging.ts';

/** Which of a member's holds a page shows: every one, the still held, or the released. */
export type HoldState = 'all' | 'held' | 'released';

const stateWhere = (state: HoldState) =>
  state === 'held'
    ? isNull(incomeHolds.releasedAt)
    : state === 'released'
      ? isNotNull(incomeHolds.releasedAt)
      : undefined;

const holdOut = (row: typeof incomeHolds.$inferSelect) => ({
  id: row.id,
  amount: formatMinor(row.amountMinor),
  reason: row.reason,
  created_at: unixSeconds(row.createdAt),
  available_at: unixSeconds(row.availableAt),
  released_at: row.releasedAt ? unixSeconds(row.releasedAt) : null,
});

/** A member's held income items (reward settlement page): read only, never changed here. */
export function createIncomeHoldsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** A member's holds newest first, with the date each becomes (or became) available. */
    async page(userId: number, query: PageQuery & { state: HoldState }) {
      const where = and(eq(incomeHolds.userId, userId), stateWhere(query.state));
      const { rows, total } = await tablePage(db, incomeHolds, {
        where,
        orderBy: [desc(incomeHolds.id)],
        offset: offsetOf(query),
        limit: query.list_rows,
      });
      return toPage(rows.map(holdOut), total, query);
    },

    /** A member's income still held and released in all. */
    async totals(userId: number) {
      const [row] = await db
        .select({
          held: sql<string>`coalesce(sum(${incomeHolds.amountMinor}) filter (where ${incomeHolds.releasedAt} is null), 0)::text`,
          released: sql<string>`coalesce(sum(${incomeHolds.amountMinor}) filter (where ${incomeHolds.releasedAt} is not null), 0)::text`,
        })
        .from(incomeHolds)
        .where(eq(incomeHolds.userId, userId));
      return {
        held: formatMinor(BigInt(row?.held ?? '0')),
        released: formatMinor(BigInt(row?.released ?? '0')),
      };
    },
  };
}
