import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
