import type { AuditEntry } from '@cloudmall/contract/access';
import type { Db } from '../../db/database.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { type PageQuery, pageShownTogether } from '../../platform/http/paging.ts';
import { type AuditFilter, auditRepository } from './audit.repository.ts';
import type { AuditMembers } from './ports.ts';

export type AuditService = ReturnType<typeof createAuditService>;

/** The admin's view of the audit log. */
export function createAuditService(deps: { db: Db; members: AuditMembers }) {
  const { db, members } = deps;
  return {
    /** Entries filtered by actor, action, target and time, newest first, each with the actor's name. */
    async list(query: PageQuery & AuditFilter) {
      return pageShownTogether(
        query,
        (offset, limit) => auditRepository.page(db, query, limit, offset),
        async (rows): Promise<AuditEntry[]> => {
          const actors = await members.cardsOf([...new Set(rows.map((row) => row.actorUserId))]);
          return rows.map((row) => ({
            id: row.id,
            actor_id: row.actorUserId,
            actor_username: actors.get(row.actorUserId)?.username ?? '',
            action: row.action,
            target_type: row.targetType,
            target_id: row.targetId,
            target: row.target,
            reason: row.reason,
            before: row.before ?? null,
            after: row.after ?? null,
            detail: row.detail,
            created_at: unixSeconds(row.createdAt),
          }));
        },
      );
    },
  };
}
