/**
 * `npm run bench:chat`: socket delivery on one instance, and through two instances with Redis.
 * For growing N it opens N member sockets, sends chat messages over HTTP at a fixed rate to random
 * members and measures send-to-socket delivery; it reports the largest N whose p99 stays under
 * 100 ms, and the messages/s at full speed. A bare `ws` relay (no HTTP, no database) is measured in
 * the same run as the baseline. Uses PGlite in memory, or BENCH_DATABASE_URL (+ REDIS_URL for two
 * instances). Only loopback traffic; every loop is bounded.
 * Then the scale step (chat-scale.ts): 10,000 sockets (BENCH_SOCKETS) on one instance held by
 * child processes, delivery p50/p95/p99/max at each configured rate. BENCH_CHAT_PHASES picks
 * `sizes`, `scale` or both (the default). `npm run bench:chat` runs this through chat-bench.sh, which
 * raises the descriptor limit for the bench's processes.
 */
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { seed } from '../src/db/seed/seed.ts';
import { loadConfig } from '../src/platform/config/env.ts';
import {
  SIZES,
  RATE_PER_SECOND,
  SECONDS,
  P99_LIMIT_MS,
  type Member,
  type Result,
  createMembers,
  openSockets,
  measure,
  bareBaseline,
} from './chat-bench-measure.ts';
import { runScale } from './chat-scale.ts';
import { runBench } from './bench-report.ts';

const PHASES = (process.env.BENCH_CHAT_PHASES ?? 'sizes,scale').split(',');

async function startInstance(
  database: Database,
  redis: Redis | undefined,
  namespace: string,
): Promise<{ app: BuiltApp; http: string; ws: string }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    DATA_DIR: '/tmp/cloudmall-bench',
    SOCKET_ANONYMOUS_PER_ADDRESS: '1000000',
  });
  const app = await buildApp({
    config,
    database,
    redis,
    serveWebApp: false,
    redisNamespace: namespace,
  });
  await app.context.settings.set('chat.limits', { messagesPerMinute: 1_000_000, historyKept: 96 });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.app.server.address() as AddressInfo).port;
  return { app, http: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}/ws` };
}

const line = (label: string, r: Omit<Result, 'n'>) =>
  `${label.padEnd(34)} delivered ${String(r.delivered).padStart(5)}/${String(r.sent).padEnd(5)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${r.perSecond.toFixed(0).padStart(5)} msg/s`;

async function runTopology(
  label: string,
  sendVia: { http: string },
  holdOn: { http: string; ws: string },
  app: BuiltApp,
  database: Database,
) {
  console.log(`\n${label} (${RATE_PER_SECOND} msg/s for ${SECONDS} s per size)`);
  let largestHolding = 0;
  let created = 0;
  const members: Member[] = [];
  for (const n of SIZES) {
    members.push(...(await createMembers(app, database, n - members.length, created)));
    created = members.length;
    const sockets = await openSockets(holdOn.ws, members, holdOn.http);
    const steady = await measure(sendVia.http, members, sockets.arrivals, false);
    const baseline = await bareBaseline(n);
    const full = await measure(sendVia.http, members, sockets.arrivals, true);
    sockets.close();
    console.log(line(`N=${n} steady`, steady));
    console.log(
      line(`N=${n} bare ws baseline`, baseline) +
        `   (p99 ratio ${(steady.p99 / Math.max(baseline.p99, 0.01)).toFixed(1)}x)`,
    );
    console.log(line(`N=${n} full speed (64 in flight)`, full));
    if (steady.p99 < P99_LIMIT_MS && steady.delivered === steady.sent) largestHolding = n;
    else break;
  }
  console.log(
    `${label}: largest N with p99 delivery under ${P99_LIMIT_MS} ms: ${largestHolding || `none of ${SIZES.join(', ')}`}`,
  );
}

async function main(): Promise<void> {
  const base = process.env.BENCH_DATABASE_URL;
  const scratch = base ? await createScratchDatabase(base, 'cm_bench') : undefined;
  const databaseUrl = scratch?.url;
  const setup = openDatabase({ url: databaseUrl, poolSize: 20 });
  await setup.migrate();
  await seed(setup.db, { demo: false });
  console.log(`chat benchmark on ${setup.kind}, node ${process.version}`);

  if (PHASES.includes('scale')) {
    const scale = await startInstance(setup, undefined, 'cm:bench:scale:');
    await runScale(scale, setup);
    await scale.app.app.close();
  }
  if (!PHASES.includes('sizes')) {
    await setup.close();
    await scratch?.drop();
    return;
  }
  const one = await startInstance(setup, undefined, 'cm:bench:one:');
  await runTopology('one instance (in-process fan-out)', one, one, one.app, setup);
  await one.app.app.close();

  if (databaseUrl && process.env.REDIS_URL) {
    const namespace = `cm:bench:${randomBytes(4).toString('hex')}:`;
    const redisA = new Redis(process.env.REDIS_URL);
    const redisB = new Redis(process.env.REDIS_URL);
    const dbB = openDatabase({ url: databaseUrl, poolSize: 20 });
    const a = await startInstance(setup, redisA, namespace);
    const b = await startInstance(dbB, redisB, namespace);
    await runTopology('two instances (send via A, sockets on B, Redis)', a, b, a.app, setup);
    await a.app.app.close();
    await b.app.app.close();
    await dbB.close();
    redisA.disconnect();
    redisB.disconnect();
  } else {
    console.log('\ntwo instances: skipped (set BENCH_DATABASE_URL and REDIS_URL)');
  }
  await setup.close();
  await scratch?.drop();
}

runBench(main);
