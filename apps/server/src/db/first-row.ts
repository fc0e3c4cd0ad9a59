import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

const rowsWhere = (db: Db, table: PgTable, where: SQL | undefined) =>
  db.select().from(table).where(where);

/** One row of `table` matching `where` (the first the database finds), or undefined when none does. */
export async function firstRow<Table extends PgTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
): Promise<Table['$inferSelect'] | undefined> {
  const rows = await rowsWhere(db, table, where).limit(1);
  return rows[0] as Table['$inferSelect'] | undefined;
}

/** The first row of `table` matching `where` in `orderBy` order (its newest, say), or undefined. */
export async function firstRowBy<Table extends PgTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  ...orderBy: (SQL | AnyPgColumn)[]
): Promise<Table['$inferSelect'] | undefined> {
  const rows = await rowsWhere(db, table, where)
    .orderBy(...orderBy)
    .limit(1);
  return rows[0] as Table['$inferSelect'] | undefined;
}

/** The row of `table` matching `where`, locked for the rest of the caller's transaction, or undefined. */
export async function lockedRow<Table extends PgTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
): Promise<Table['$inferSelect'] | undefined> {
  const rows = await rowsWhere(db, table, where).for('update');
  return rows[0] as Table['$inferSelect'] | undefined;
}
