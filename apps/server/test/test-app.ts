import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Envelope, RouteDefinition } from '@cloudmall/contract';
import { envelopeSchema } from '@cloudmall/contract';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/database.ts';
import { seed } from '../src/db/seed/seed.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { loadConfig } from '../src/platform/config/env.ts';
import { connectRedis } from '../src/platform/redis/redis-connection.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

/** Which database this run uses: PGlite in memory, or a fresh PostgreSQL database per test file. */
export const DB_KIND = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

async function createPostgresDatabase(): Promise<ScratchDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for TEST_DB_KIND=postgres');
  return createScratchDatabase(adminUrl, `cm_test_${process.pid}`);
}

export interface TestAppOptions {
  demo?: boolean;
  /** Also seed the demo shop world (shops, 120 goods): only the catalog tests need it. */
  catalog?: boolean;
  env?: Record<string, string>;
  /** Another Redis than REDIS_URL (a fault proxy), opened with the server's fail-fast client options. */
  redisUrl?: string;
  /** Serve built apps from these folders (the web app at /, the console at /console/). */
  webApp?: { webDistDir: string; consoleDistDir: string };
}

/**
 * The test Redis, connected before the app is built: a counter read before the connection is ready
 * fails closed (`security_check_unavailable`), so a first login right after start-up would be refused.
 */
async function readyRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true });
  await redis.connect();
  return redis;
}

/** A whole server on a fresh database with a settable clock, for `app.inject` tests. */
export async function createTestApp(options: TestAppOptions = {}) {
  const pgDb = DB_KIND === 'postgres' ? await createPostgresDatabase() : null;
  const database: Database = openDatabase({ url: pgDb?.url, poolSize: 30 });
  await database.migrate();
  await seed(database.db, { demo: options.demo ?? true, demoCatalog: options.catalog ?? false });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cloudmall-test-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...options.env,
    }),
    ...options.webApp,
  };
  const redis = options.redisUrl
    ? await connectRedis(options.redisUrl)
    : process.env.REDIS_URL
      ? await readyRedis(process.env.REDIS_URL)
      : undefined;
  const clock = new ManualClock();
  const built = await buildApp({
    config,
    database,
    clock,
    redis,
    serveWebApp: Boolean(options.webApp),
    redisNamespace: `cm:test:${randomBytes(6).toString('hex')}:`,
  });
  return {
    ...built.context,
    app: built.app,
    database,
    db: database.db,
    clock,
    redis,
    async close() {
      await built.app.close();
      await database.close();
      redis?.disconnect();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Calls a contract route through `app.inject`; the envelope is parsed, and `data` with the route's schema on success. */
export async function call<R extends RouteDefinition>(
  testApp: TestApp,
  route: R,
  input: z.input<R['input']> | Record<string, unknown>,
  token?: string,
): Promise<{ status: number; body: Envelope<z.output<R['output']>> }> {
  const response = await testApp.app.inject({
    method: route.method,
    url: `/api${route.path}`,
    headers: token ? { token } : {},
    ...(route.method === 'GET'
      ? { query: input as Record<string, string> }
      : { payload: input as object }),
  });
  const body = envelopeSchema(z.unknown()).parse(response.json());
  const data = body.code === 1 ? route.output.parse(body.data) : body.data;
  return {
    status: response.statusCode,
    body: { ...body, data } as Envelope<z.output<R['output']>>,
  };
}

/** The HTTP status of a call, for checks that only ask whether it was refused. */
export async function statusOf<R extends RouteDefinition>(
  testApp: TestApp,
  route: R,
  input: z.input<R['input']> | Record<string, unknown>,
  token?: string,
): Promise<number> {
  return (await call(testApp, route, input, token)).status;
}

/** Reads the newest SMS code sent to a number from the development outbox. */
export function lastSmsCode(testApp: TestApp, mobile: string): string {
  const message = testApp.devOutbox?.list(mobile)[0];
  if (!message) throw new Error(`no sms sent to ${mobile}`);
  return message.code;
}
