import type { Db } from '../db/database.ts';
import { type AuditAction, recordAudit } from './audit.ts';
import { type AppError, notFound } from './http/app-error.ts';

/** `help` when `help.create`, `help.update` and `help.delete` are all audit actions. */
type KindOf<Action> = Action extends `${infer Kind}.create`
  ? `${Kind}.update` | `${Kind}.delete` extends AuditAction
    ? Kind
    : never
  : never;

/** How an admin's rows of one kind are locked, written and shown in the audit log. */
export interface AuditedTable<Row extends { id: number }, Values> {
  /** The audit actions' prefix: `<action>.create`, `<action>.update`, `<action>.delete`. */
  action: KindOf<AuditAction>;
  targetType: string;
  lock: (trx: Db, id: number) => Promise<Row | undefined>;
  insert: (trx: Db, values: Values) => Promise<Row>;
  update: (trx: Db, id: number, values: Values) => Promise<Row>;
  remove: (trx: Db, id: number) => Promise<void>;
  /** The row as the audit log keeps it (before and after). */
  show: (row: Row) => unknown;
  /** The failure for an id that is not there (`not_found` by default). */
  missing?: () => AppError;
}

/**
 * An admin's create, change and delete of one kind of row, each audited with the row before and
 * after, in the caller's transaction. An id that is not there fails before anything is written.
 */
export function auditedRows<Row extends { id: number }, Values>(table: AuditedTable<Row, Values>) {
  const missing = table.missing ?? notFound;
  return {
    /** Creates the row (no id) or changes it (an id); returns it as written. */
    async save(
      trx: Db,
      actorUserId: number,
      input: { id?: number; reason: string },
      values: Values,
    ) {
      const before = input.id ? await table.lock(trx, input.id) : undefined;
      if (input.id && !before) throw missing();
      const after = input.id
        ? await table.update(trx, input.id, values)
        : await table.insert(trx, values);
      await recordAudit(trx, {
        actorUserId,
        action: `${table.action}.${input.id ? 'update' : 'create'}`,
        targetType: table.targetType,
        targetId: after.id,
        reason: input.reason,
        before: before ? table.show(before) : null,
        after: table.show(after),
      });
      return after;
    },

    /** Deletes the row, keeping it as it was in the audit log. */
    async remove(trx: Db, actorUserId: number, input: { id: number; reason: string }) {
      const before = await table.lock(trx, input.id);
      if (!before) throw missing();
      await table.remove(trx, input.id);
      await recordAudit(trx, {
        actorUserId,
        action: `${table.action}.delete`,
        targetType: table.targetType,
        targetId: input.id,
        reason: input.reason,
        before: table.show(before),
      });
    },
  };
}
