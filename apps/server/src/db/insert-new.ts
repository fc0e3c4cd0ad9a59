import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** Inserts `row` unless it conflicts with one already there (a unique key): true when it was inserted. */
export async function insertedNew<Table extends PgTable>(
  db: Db,
  table: Table,
  row: Table['$inferInsert'],
): Promise<boolean> {
  const inserted = await db
    .insert(table)
    .values(row)
    .onConflictDoNothing()
    .returning({ one: sql`1` });
  return inserted.length > 0;
}
