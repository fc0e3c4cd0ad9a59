import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../platform/config/env.ts';
import { openDatabase } from './database.ts';
import { seed } from './seed/seed.ts';

/** `db:migrate`, `db:seed`, `db:reset` against DATABASE_URL or the embedded database in DATA_DIR. */
async function main(command: string | undefined): Promise<void> {
  const config = loadConfig(process.env, { requireSecrets: false });
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (command === 'reset' && !config.databaseUrl)
    await rm(pgliteDir, { recursive: true, force: true });
  const database = openDatabase({ url: config.databaseUrl, dataDir: pgliteDir, poolSize: 2 });
  try {
    if (command === 'reset' && config.databaseUrl) {
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`create schema public`);
    }
    if (command === 'migrate' || command === 'reset') {
      await database.migrate();
      console.log(`migrated (${database.kind})`);
    }
    if (command === 'seed' || command === 'reset') {
      const report = await seed(database.db, { demo: config.seedDemo, dataDir: config.dataDir });
      console.log(
        `seeded: ${report.settingsCreated.length} settings, demo accounts [${report.demoAccountsCreated.join(', ')}]`,
      );
    }
    if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
      throw new Error('usage: cli.ts migrate|seed|reset');
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
