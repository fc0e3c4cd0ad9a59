import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** One row of `table` matching `where` (the first the database finds), or undefined when none does. */
export async function firstRow<Table extends PgTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
): Promise<Table['$inferSelect'] | undefined> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return rows[0] as Table['$inferSelect'] | undefined;
}

/** The first row of `table` matching `where` in `orderBy` order (its newest, say), or undefined. */
export async function firstRowBy<Table extends PgTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  ...orderBy: (SQL | AnyPgColumn)[]
): Promise<Table['$inferSelect'] | undefined> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(1);
  return rows[0] as Table['$inferSelect'] | undefined;
}
