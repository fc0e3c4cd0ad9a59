import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TestApp } from './test-app.ts';

/** How many rows of a table match a condition (all of them without one). */
export async function countRows(t: TestApp, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row!.n;
}
