import type { Db } from './database.ts';

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected

function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs `work` in one transaction, retrying the whole of it (up to 4 tries) when PostgreSQL reports a
 * deadlock or a serialization failure, so those never reach a user. `work` must be safe to re-run:
 * it only touches the database through `trx`.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((trx) => work(trx as unknown as Db));
    } catch (error) {
      if (attempt >= 4 || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
