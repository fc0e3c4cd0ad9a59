import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../platform/config/env.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A database or a transaction: repositories accept either, so a use case can pass one transaction down. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Read from the source tree, by the TypeScript server and the compiled one alike. */
const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');
/** Advisory lock id held while migrating, so N instances starting at once migrate one at a time. */
const MIGRATION_LOCK_ID = 7_401_001;

/** Opens PostgreSQL when a URL is given, else the embedded PGlite (on disk under dataDir, or in memory). */
export function openDatabase(options: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
}): Database {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 20);
  return openPglite(options.dataDir);
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, failover, admin kill) is discarded by the
  // pool; without a listener its error event would crash the process.
  pool.on('error', (error) => console.warn(`postgres: idle connection lost (${error.message})`));
  // A connection lost while checked out (a transaction running) also emits `error` on its client once
  // the socket closes; the running query already failed with the cause (and the unit may be retried),
  // so the event is only noted here instead of crashing the process as an unhandled error.
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      console.warn(`postgres: connection lost in use (${error.message})`),
    );
  });
  // bigint (int8) and numeric come back as strings; money code converts them explicitly.
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function openPglite(dataDir: string | undefined): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    close: () => client.close(),
  };
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
