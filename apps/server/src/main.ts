import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { DEMO_ACCOUNTS, DEMO_INVITATION_CODE, DEMO_PASSWORD } from './db/seed/demo.seed.ts';
import { DEMO_SHOPS } from './db/seed/catalog-data.ts';
import { seed } from './db/seed/seed.ts';
import { loadConfig, StartupError, type AppConfig } from './platform/config/env.ts';
import { connectRedis, watchRedis } from './platform/redis/redis-connection.ts';

/** Process entry: migrate, seed, serve; closes cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const database = openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  const timer = stepTimer();
  await database.migrate();
  const migrated = timer.lap();
  const report = await seed(database.db, { demo: config.seedDemo, dataDir: config.dataDir });
  const seeded = timer.lap();
  const { app } = await buildApp({
    config,
    database,
    redis,
    runJobs: true,
    redisNamespace: config.redisKeyPrefix,
  });
  if (redis) watchRedis(redis, app.log);

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
    modeLine(config),
    // From process start (the runtime's own load included) to listening.
    `Started in ${seconds(performance.now())} (migrate ${seconds(migrated)}, seed ${seconds(seeded)}).`,
  ];
  if (config.seedDemo) {
    lines.push(
      `Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => `${a.username} [${a.roles.join('+') || 'member'}, phone ${a.mobile}]`).join(', ')}`,
      `Demo shop owners (merchant role, same password): ${DEMO_SHOPS.map((shop, i) => `${i ? `shop${i + 1}` : 'merchant'} [${shop.name}]`).join(', ')}`,
      `Demo invitation code: ${DEMO_INVITATION_CODE}`,
    );
    if (report.demoAccountsCreated.length)
      lines.push(`(created now: ${report.demoAccountsCreated.join(', ')})`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

/** Milliseconds since the previous lap. */
function stepTimer() {
  let last = performance.now();
  return {
    lap() {
      const now = performance.now();
      const spent = now - last;
      last = now;
      return spent;
    },
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The banner names the mode and, in development, what it gives away. */
function modeLine(config: AppConfig): string {
  if (!config.isDevelopment) return `Mode: production (${config.modeReason}).`;
  return (
    `Mode: ${config.env} (${config.modeReason}). NOT FOR PRODUCTION: SMS codes are written to this log and ` +
    `served at /api/dev/sms-outbox; secrets not set fall back to built-in public ones.`
  );
}

main().catch((error: unknown) => {
  // A cause the operator can fix (a variable, an unreachable Redis) is printed alone, without a stack.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
