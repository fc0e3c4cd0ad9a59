/**
 * `npm run bench:members`: per-member reads on PostgreSQL (BENCH_DATABASE_URL, a fresh database) with
 * 100k members, each with a live session and a booked balance: the balance read and the My page's
 * refresh, each request carrying one of BENCH_TOKENS distinct tokens in turn, beside the bare Fastify
 * route measured in the same run. REDIS_URL, when set, is used as in production (revocations).
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { seed } from '../src/db/seed/seed.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { benchConfig } from './bench-config.ts';
import { benchTokenOf, growMembers } from './members-seed.ts';
import { reportFigure, runBench, startBareRoute } from './bench-report.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const TOKENS = Math.min(MEMBERS, Number(process.env.BENCH_TOKENS ?? 5_000));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

/** Members spread over the whole table (1st, k-th, ...), so reads touch cold and warm rows alike. */
const tokens = Array.from({ length: TOKENS }, (_, i) =>
  benchTokenOf(1 + Math.floor((i * MEMBERS) / TOKENS)),
);

interface RunOptions {
  tokens?: boolean;
  baseline?: number;
  key?: string;
}

async function run(url: string, label: string, options: RunOptions) {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(options.tokens
      ? {
          requests: [
            {
              setupRequest: (request) => {
                request.headers = { ...request.headers, token: tokens[next++ % tokens.length]! };
                return request;
              },
            },
          ],
        }
      : {}),
  });
  const rps = result.requests.average;
  const ratio = options.baseline
    ? `  (${((rps / options.baseline) * 100).toFixed(1)}% of bare)`
    : '';
  console.log(
    `${label.padEnd(34)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}  errors ${result.errors}${ratio}`,
  );
  reportFigure({
    bench: 'members',
    label,
    ...(options.key ? { key: options.key } : {}),
    rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ...(options.baseline ? { baselineRps: options.baseline } : {}),
    ...(result.non2xx || result.errors
      ? { note: `${result.non2xx} non-2xx, ${result.errors} errors` }
      : {}),
  });
  if (result.non2xx) throw new Error(`${label}: ${result.non2xx} answers were not 2xx`);
  return rps;
}

/** The same member read with the wrong token must be refused: the bench measures real sessions. */
async function checkAnswers(server: string): Promise<void> {
  const balance = await fetch(`${server}/api/wanlshop/pay/getBalance`, {
    headers: { token: tokens[0]! },
  });
  const body = (await balance.json()) as { code: number; data: string };
  if (body.code !== 1 || !/^\d+\.\d{2}$/.test(body.data))
    throw new Error(`balance read answered ${JSON.stringify(body)}`);
  const refused = await fetch(`${server}/api/wanlshop/pay/getBalance`, {
    headers: { token: 'not-a-session' },
  });
  if (refused.status !== 401) throw new Error(`an unknown token got ${refused.status}`);
}

async function main(): Promise<void> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) throw new Error('set BENCH_DATABASE_URL (PostgreSQL) for the members benchmark');
  const scratch = await createScratchDatabase(base, 'cm_bench_members');
  const database = openDatabase({ url: scratch.url, poolSize: 20 });
  const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
  try {
    await database.migrate();
    await seed(database.db, { demo: true });
    const direct = new pg.Client({ connectionString: scratch.url });
    await direct.connect();
    const started = Date.now();
    const grown = await growMembers(direct, MEMBERS);
    await direct.end();
    console.log(
      `members benchmark: PostgreSQL, ${grown} members with sessions and balances (grown in ${((Date.now() - started) / 1000).toFixed(1)} s), ${TOKENS} distinct tokens, ${CONNECTIONS} connections, ${SECONDS} s each, Redis ${redis ? 'on' : 'off'}, node ${process.version}`,
    );
    const { app } = await buildApp({
      config: benchConfig(),
      database,
      redis,
      serveWebApp: false,
      redisNamespace: `cm:bench:${process.pid}:`,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const server = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await checkAnswers(server);
    const bare = await startBareRoute();
    const baseline = await run(bare.url, 'bare Fastify JSON (baseline)', { key: 'bare' });
    await run(`${server}/api/wanlshop/pay/getBalance`, 'balance read', {
      tokens: true,
      baseline,
      key: 'balance-read',
    });
    await run(`${server}/api/wanlshop/user/refresh`, 'my page refresh (profile + counters)', {
      tokens: true,
      baseline,
    });
    await app.close();
    await bare.close();
  } finally {
    await database.close();
    redis?.disconnect();
    await scratch.drop();
  }
}

runBench(main);
