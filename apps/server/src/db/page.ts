import { desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { countWhere } from './count.ts';
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
  const [rows, total] = await Promise.all([page, countWhere(db, table, where)]);
  return { rows, total };
}

/** Which rows of a table a page holds: those matching `where`, in `orderBy` order, from `offset`. */
export interface TablePage {
  where: SQL | undefined;
  orderBy: (SQL | AnyPgColumn)[];
  offset: number;
  limit: number;
}

/** A page of the rows of `table` (all columns), and how many match in all. */
export function tablePage<Table extends PgTable>(
  db: Db,
  table: Table,
  page: TablePage,
): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
  const rows = db
    .select()
    .from(table as PgTable)
    .where(page.where)
    .orderBy(...page.orderBy)
    .offset(page.offset)
    .limit(page.limit);
  return pageWithTotal(db, rows as PromiseLike<Table['$inferSelect'][]>, table, page.where);
}

/** A newest-first page (by `id`) of the rows of `table` matching `where`, and how many match in all. */
export function newestFirstPage<Table extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
  return tablePage(db, table, { where, orderBy: [desc(table.id)], offset, limit });
}

/**
 * A page of a select with joins (`db.select(...).from(table).innerJoin(...).$dynamic()`): its rows
 * matching `where`, in `orderBy` order, from `offset`, and how many rows of `table` match in all.
 */
export function joinedPage<Select extends PgSelect>(
  db: Db,
  select: Select,
  table: PgTable,
  page: TablePage,
): Promise<{ rows: Select['_']['result']; total: number }> {
  const rows = select
    .where(page.where)
    .orderBy(...page.orderBy)
    .offset(page.offset)
    .limit(page.limit);
  return pageWithTotal(db, rows as PromiseLike<Select['_']['result']>, table, page.where);
}

/** A newest-first page (by `table.id`) of a select with joins, and how many rows of `table` match `where`. */
export function newestFirstJoinedPage<Select extends PgSelect>(
  db: Db,
  select: Select,
  table: PgTable & { id: AnyPgColumn },
  where: SQL | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: Select['_']['result']; total: number }> {
  const { offset, limit } = page;
  return joinedPage(db, select, table, { where, orderBy: [desc(table.id)], offset, limit });
}
