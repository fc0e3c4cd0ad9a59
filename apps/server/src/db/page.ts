import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/**
 * One page of rows and how many rows of `table` match `where` in all, read in parallel: the page
 * query carries its own order, offset and limit; the count ignores them.
 */
export async function pageWithTotal<Row>(
  db: Db,
  page: PromiseLike<Row[]>,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, totals] = await Promise.all([
    page,
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(table)
      .where(where),
  ]);
  return { rows, total: totals[0]?.count ?? 0 };
}
