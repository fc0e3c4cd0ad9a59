import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { DEMO_ACCOUNTS, DEMO_INVITATION_CODE, DEMO_PASSWORD } from './db/seed/demo.seed.ts';
import { seed } from './db/seed/seed.ts';
import { loadConfig } from './platform/config/env.ts';

/** Process entry: migrate, seed, serve; closes cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  await database.migrate();
  const report = await seed(database.db, { demo: config.seedDemo, dataDir: config.dataDir });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const { app } = await buildApp({ config, database, redis, runJobs: true });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const lines = [
    `Cloudmall is serving on http://${shown}:${config.port}  (database: ${database.kind}${redis ? ', redis' : ''})`,
  ];
  if (config.seedDemo) {
    lines.push(
      `Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => `${a.username} [${a.role}, phone ${a.mobile}]`).join(', ')}`,
      `Demo invitation code: ${DEMO_INVITATION_CODE}`,
    );
    if (report.demoAccountsCreated.length) lines.push(`(created now: ${report.demoAccountsCreated.join(', ')})`);
  }
  if (config.isDevelopment) lines.push('SMS codes are written to this log (development mode).');
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
