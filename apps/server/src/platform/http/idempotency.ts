import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from './app-error.ts';

const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'bigint'
      ? v.toString()
      : v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
          )
        : v,
  );

export interface IdempotencyScope {
  userId: number;
  /** The use case, e.g. `wallet.transfer`: the same key may be used once per scope. */
  scope: string;
  key: string;
  /** The request's meaningful fields: the same key with other fields is refused. */
  request: unknown;
}

/**
 * Runs a money-moving use case at most once per (member, scope, key), in the same transaction as the
 * record of its answer. A replay returns the first answer; the same key with another request is
 * refused (`idempotency_key_reused`). A replay arriving while the first is running waits for it on
 * the key's unique index, then returns its answer; if the first failed, the replay runs afresh.
 * The key makes a repeat safe, so a unit that lost its connection to PostgreSQL is run once more.
 */
export async function idempotent<T>(
  db: Db,
  scope: IdempotencyScope,
  work: (trx: Db) => Promise<T>,
  options: {
    /**
     * Runs in the same transaction after the answer is recorded, just before the commit: the place
     * for updates of contended rows (stock, sales counters), whose locks are then held only from
     * here to the commit. A failure rolls back everything, the recorded answer included.
     */
    last?: (trx: Db) => Promise<void>;
  } = {},
): Promise<T> {
  const requestHash = createHash('sha256').update(stable(scope.request)).digest('hex');
  return inTransaction(
    db,
    async (trx) => {
      const claimed = await trx
        .insert(idempotencyKeys)
        .values({ userId: scope.userId, scope: scope.scope, key: scope.key, requestHash })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      const id = claimed[0]?.id;
      if (id === undefined) {
        const rows = await trx
          .select()
          .from(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.userId, scope.userId),
              eq(idempotencyKeys.scope, scope.scope),
              eq(idempotencyKeys.key, scope.key),
            ),
          )
          .limit(1);
        const existing = rows[0];
        if (!existing || existing.requestHash !== requestHash)
          throw new AppError('idempotency_key_reused');
        if (existing.response === null) throw new AppError('request_in_progress');
        return existing.response as T;
      }
      const result = await work(trx);
      await trx
        .update(idempotencyKeys)
        .set({ response: JSON.parse(stable(result)) as unknown })
        .where(eq(idempotencyKeys.id, id));
      await options.last?.(trx);
      return result;
    },
    { retryOnLostConnection: true },
  );
}
