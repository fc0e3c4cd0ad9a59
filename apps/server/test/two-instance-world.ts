import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { seed } from '../src/db/seed/seed.ts';
import type { Clock } from '../src/platform/clock.ts';
import { loadConfig } from '../src/platform/config/env.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** Two-instance tests need PostgreSQL and Redis (the int-pg project with REDIS_URL). */
export const twoInstancesEnabled =
  process.env.TEST_DB_KIND === 'postgres' &&
  Boolean(process.env.REDIS_URL && process.env.TEST_DATABASE_URL);

export interface TwoInstances {
  a: BuiltApp;
  b: BuiltApp;
  /** The Redis key and channel prefix both instances share (and no other test does). */
  namespace: string;
  /** One Redis connection per instance, in the order a, b. */
  redises: Redis[];
  close(): Promise<void>;
}

/**
 * What a load balancer in front of N instances sees: two server instances on one fresh PostgreSQL
 * database (migrated, demo data seeded) and one Redis namespace of their own.
 */
export async function startTwoInstances(options: {
  prefix: string;
  poolSize?: number;
  clock?: Clock;
}): Promise<TwoInstances> {
  const namespace = `cm:test:${randomBytes(6).toString('hex')}:`;
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, options.prefix);
  const first = openDatabase({ url: scratch.url, poolSize: 2 });
  await first.migrate();
  await seed(first.db, { demo: true });
  await first.close();
  const databases: Database[] = [];
  const redises: Redis[] = [];
  const build = async () => {
    const database = openDatabase({ url: scratch.url, poolSize: options.poolSize ?? 5 });
    const redis = new Redis(process.env.REDIS_URL!);
    databases.push(database);
    redises.push(redis);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '1000000',
      DATA_DIR: `/tmp/${options.prefix}`,
    });
    const built = await buildApp({
      ...{ config, database, redis, clock: options.clock },
      ...{ serveWebApp: false, redisNamespace: namespace },
    });
    await built.app.ready();
    return built;
  };
  const a = await build();
  const b = await build();
  return {
    a,
    b,
    namespace,
    redises,
    async close() {
      await a.app.close();
      await b.app.close();
      for (const database of databases) await database.close();
      for (const redis of redises) redis.disconnect();
      await scratch.drop();
    },
  };
}
