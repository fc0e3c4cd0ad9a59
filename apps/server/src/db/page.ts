import { desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/** A newest-first page (by `id`) of the rows of `table` matching `where`, and how many match in all. */
export function newestFirstPage<Table extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
  const page = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.id))
    .offset(offset)
    .limit(limit);
  return pageWithTotal(db, page as PromiseLike<Table['$inferSelect'][]>, table, where);
}
