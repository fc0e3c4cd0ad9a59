import type { AuditAction } from '@cloudmall/contract/access';
import type { Db } from '../db/database.ts';

export type { AuditAction };
import { auditLog } from '../db/schema/index.ts';

/** One audit entry: who did what to which row, why, and the state before and after. */
export interface AuditEntryInput {
  actorUserId: number;
  action: AuditAction;
  /** Free-form target (`user:12`): `targetType:targetId` when omitted, and read as them when they are. */
  target?: string;
  /** The kind of row acted on (`user`, `withdrawal`, `goods`) and its id, for the console's filters. */
  targetType?: string;
  targetId?: string | number;
  reason?: string;
  before?: unknown;
  after?: unknown;
  detail?: Record<string, unknown>;
}

/** Records who did what to money, identity, access or content, and why, in the caller's transaction. */
export async function recordAudit(trx: Db, entry: AuditEntryInput): Promise<void> {
  const legacy = /^([a-z_]+):(.+)$/.exec(entry.target ?? '');
  const targetType = entry.targetType ?? legacy?.[1] ?? '';
  const targetId = entry.targetId === undefined ? (legacy?.[2] ?? '') : String(entry.targetId);
  await trx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    target: (entry.target ?? (targetType ? `${targetType}:${targetId}` : '')).slice(0, 64),
    targetType: targetType.slice(0, 32),
    targetId: targetId.slice(0, 64),
    reason: entry.reason ?? (typeof entry.detail?.reason === 'string' ? entry.detail.reason : ''),
    before: entry.before ?? null,
    after: entry.after ?? null,
    detail: entry.detail ?? {},
  });
}
