import type { Db } from './database.ts';

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected
/**
 * The connection to PostgreSQL was lost: the backend was terminated (57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now) or the link broke (08xxx connection exceptions).
 */
const CONNECTION_LOST = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006']);
/** node-postgres reports a socket that closed under a query without a SQLSTATE. */
const CONNECTION_LOST_MESSAGE =
  /Connection terminated|connection error and is not queryable|ECONNRESET|EPIPE/i;

function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether an error means the unit of work lost its PostgreSQL connection (not a refusal of its SQL). */
export function isConnectionLost(error: unknown): boolean {
  if (CONNECTION_LOST.has(sqlState(error) ?? '')) return true;
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const { message, code } = current as { message?: unknown; code?: unknown };
    if (typeof message === 'string' && CONNECTION_LOST_MESSAGE.test(message)) return true;
    if (code === 'ECONNRESET' || code === 'EPIPE') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export interface TransactionOptions {
  /**
   * Repeat the whole unit once when its connection was lost. Only for a unit that is safe to repeat
   * even if its COMMIT reached the server before the link broke: one keyed by an idempotency key
   * (the repeat finds the key and answers the first result) or one that only reads. Other units are
   * not repeated: a lost COMMIT is ambiguous, and repeating it could apply the change twice.
   */
  retryOnLostConnection?: boolean;
}

/**
 * Runs `work` in one transaction, retrying the whole of it (up to 4 tries) when PostgreSQL reports a
 * deadlock or a serialization failure, so those never reach a user; and once more after a lost
 * connection when the caller says the unit is safe to repeat. `work` must be safe to re-run: it only
 * touches the database through `trx`.
 */
export async function inTransaction<T>(
  db: Db,
  work: (trx: Db) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  let reconnected = false;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((trx) => work(trx as unknown as Db));
    } catch (error) {
      if (options.retryOnLostConnection && !reconnected && isConnectionLost(error)) {
        reconnected = true;
        continue;
      }
      if (attempt >= 4 || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
