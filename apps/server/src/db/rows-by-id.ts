import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import { lockedRow } from './first-row.ts';

/**
 * The writes of a table whose rows are known by `id`: lock one row for the caller's transaction,
 * insert one, change one, delete one. The names fit `auditedRows` (platform/audited-rows.ts).
 */
export function rowsById<Table extends PgTable & { id: AnyPgColumn }>(table: Table) {
  type Row = Table['$inferSelect'];
  type Values = Table['$inferInsert'];
  const byId = (id: number) => eq(table.id, id);
  return {
    /** The row, locked for the rest of the transaction; undefined when there is none. */
    lock: (db: Db, id: number): Promise<Row | undefined> => lockedRow(db, table, byId(id)),

    async insert(db: Db, values: Values): Promise<Row> {
      return ((await db.insert(table).values(values).returning()) as Row[])[0]!;
    },

    async update(db: Db, id: number, values: Partial<Values>): Promise<Row> {
      return ((await db.update(table).set(values).where(byId(id)).returning()) as Row[])[0]!;
    },

    async remove(db: Db, id: number): Promise<void> {
      await db.delete(table).where(byId(id));
    },
  };
}
