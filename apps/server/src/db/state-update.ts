import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/**
 * Changes row `id` of `table` only while its `state` is still `from` (guarded: of two deciders, one
 * wins); the changed row, or undefined when it was not in that state.
 */
export async function updateFromState<
  Table extends PgTable & { id: AnyPgColumn; state: AnyPgColumn },
>(
  db: Db,
  table: Table,
  id: number,
  from: string,
  values: Partial<Table['$inferInsert']>,
): Promise<Table['$inferSelect'] | undefined> {
  const rows = (await db
    .update(table)
    .set(values)
    .where(and(eq(table.id, id), eq(table.state, from)))
    .returning()) as Table['$inferSelect'][];
  return rows[0];
}
