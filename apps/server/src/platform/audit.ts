import type { Db } from '../db/database.ts';
import { auditLog } from '../db/schema/index.ts';

/** Records who did what to money, identity or access, and why, in the caller's transaction. */
export async function recordAudit(
  trx: Db,
  entry: { actorUserId: number; action: string; target: string; detail: Record<string, unknown> },
): Promise<void> {
  await trx.insert(auditLog).values(entry);
}
