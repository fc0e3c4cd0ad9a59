import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tablePage } from '../../db/page.ts';
import { auditLog } from '../../db/schema/audit.schema.ts';

export interface AuditFilter {
  actor_id?: number;
  action?: string;
  target_type?: string;
  target_id?: string;
  /** Unix seconds, inclusive. */
  from?: number;
  to?: number;
}

const at = (seconds: number) => new Date(seconds * 1000);

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actor_id === undefined ? undefined : eq(auditLog.actorUserId, filter.actor_id),
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.target_type ? eq(auditLog.targetType, filter.target_type) : undefined,
    filter.target_id ? eq(auditLog.targetId, filter.target_id) : undefined,
    filter.from === undefined ? undefined : gte(auditLog.createdAt, at(filter.from)),
    filter.to === undefined ? undefined : lte(auditLog.createdAt, at(filter.to + 1)),
  );
}

/** Reads the append-only audit log (rows are written by `platform/audit.ts` only). */
export const auditRepository = {
  /** One page of entries matching the filter, newest first, and how many match in all. */
  page(db: Db, filter: AuditFilter, limit: number, offset: number) {
    const where = whereOf(filter);
    return tablePage(db, auditLog, {
      where,
      orderBy: [desc(auditLog.createdAt), desc(auditLog.id)],
      offset,
      limit,
    });
  },
};
