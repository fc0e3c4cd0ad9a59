import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** Which rows a worker claims: those matching `where`, first in `orderBy` order. */
export interface Claim {
  where: SQL | undefined;
  orderBy: (SQL | AnyPgColumn)[];
}

/**
 * Locks up to `limit` rows of `table` for the caller's transaction, passing over rows another
 * transaction holds (SKIP LOCKED: workers running side by side never share a row).
 */
export async function claimRows<Table extends PgTable>(
  db: Db,
  table: Table,
  claim: Claim & { limit: number },
): Promise<Table['$inferSelect'][]> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(claim.where)
    .orderBy(...claim.orderBy)
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return rows as Table['$inferSelect'][];
}

/** One row claimed as `claimRows` does, or undefined when every matching row is taken. */
export async function claimRow<Table extends PgTable>(
  db: Db,
  table: Table,
  claim: Claim,
): Promise<Table['$inferSelect'] | undefined> {
  return (await claimRows(db, table, { ...claim, limit: 1 }))[0];
}
