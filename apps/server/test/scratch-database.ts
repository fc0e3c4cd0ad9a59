import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own, made on the PostgreSQL server of `adminUrl`, and the way to drop it. */
export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** Creates a fresh database named `<prefix>_<random hex>` next to `adminUrl`'s (tests and benchmarks). */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
