/**
 * `npm run bench:chat`: socket delivery on one instance, and through two instances with Redis.
 * For growing N it opens N member sockets, sends chat messages over HTTP at a fixed rate to random
 * members and measures send-to-socket delivery; it reports the largest N whose p99 stays under
 * 100 ms, and the messages/s at full speed. A bare `ws` relay (no HTTP, no database) is measured in
 * the same run as the baseline. Uses PGlite in memory, or BENCH_DATABASE_URL (+ REDIS_URL for two
 * instances). Only loopback traffic; every loop is bounded.
 */
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import WebSocket, { WebSocketServer } from 'ws';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { seed } from '../src/db/seed/seed.ts';
import { identityRepository } from '../src/modules/identity/identity.repository.ts';
import { hashPassword } from '../src/modules/identity/index.ts';
import { loadConfig } from '../src/platform/config/env.ts';

const SIZES = (process.env.BENCH_SIZES ?? '100,250,500,1000,2000').split(',').map(Number);
const RATE_PER_SECOND = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const P99_LIMIT_MS = 100;

interface Member {
  id: number;
  token: string;
}
interface Result {
  n: number;
  sent: number;
  delivered: number;
  p50: number;
  p99: number;
  perSecond: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createMembers(
  app: BuiltApp,
  database: Database,
  count: number,
  start: number,
): Promise<Member[]> {
  const passwordHash = await hashPassword('bench-password');
  const members: Member[] = [];
  for (let i = 0; i < count; i += 1) {
    const username = `bench${start + i}`;
    const user =
      (await identityRepository.findUserByUsername(database.db, username)) ??
      (await identityRepository.insertUser(database.db, {
        username,
        nickname: username,
        passwordHash,
        inviteCode: `B${(start + i).toString(36).toUpperCase().padStart(7, '0')}`,
      }));
    const session = await database.db.transaction((trx) =>
      app.context.identity.sessions.start(trx as never, user, {
        ip: '127.0.0.1',
        userAgent: 'bench',
      }),
    );
    members.push({ id: user.id, token: session.token });
  }
  return members;
}

async function openSockets(url: string, members: Member[], httpBase: string) {
  const arrivals = new Map<number, number>();
  const sockets: WebSocket[] = [];
  for (const member of members) {
    const socket = new WebSocket(url);
    const clientId = await new Promise<string>((resolve, reject) => {
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as {
          type: string;
          client_id?: string;
          message?: { content?: { text?: string } };
        };
        if (message.type === 'init') resolve(String(message.client_id));
        if (message.type === 'chat')
          arrivals.set(Number(message.message?.content?.text), performance.now());
      });
      socket.once('error', reject);
    });
    const bound = await fetch(`${httpBase}/api/wanlshop/chat/shake`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: member.token },
      body: JSON.stringify({ client_id: clientId }),
    });
    if (((await bound.json()) as { code: number }).code !== 1) throw new Error('shake failed');
    sockets.push(socket);
  }
  return { arrivals, close: () => sockets.forEach((s) => s.close()) };
}

/** Sends at a fixed rate for SECONDS from random members to random members; measures delivery. */
async function measure(
  httpBase: string,
  members: Member[],
  arrivals: Map<number, number>,
  fullSpeed: boolean,
): Promise<Omit<Result, 'n'>> {
  const sentAt = new Map<number, number>();
  const started = performance.now();
  const total = fullSpeed ? 2000 : RATE_PER_SECOND * SECONDS;
  let seq = 0;
  const inflight: Promise<unknown>[] = [];
  for (let i = 0; i < total; i += 1) {
    if (!fullSpeed) {
      const due = started + (i * 1000) / RATE_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
    } else if (inflight.length >= 64) {
      await Promise.race(inflight);
    }
    const from = members[i % members.length]!;
    let to = members[Math.floor(Math.random() * members.length)]!;
    if (to.id === from.id) to = members[(members.indexOf(from) + 1) % members.length]!;
    const id = ++seq;
    sentAt.set(id, performance.now());
    const request = fetch(`${httpBase}/api/wanlshop/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: from.token },
      body: JSON.stringify({ to_id: to.id, type: 'text', content: { text: String(id) } }),
    }).then((r) => r.json());
    const tracked: Promise<unknown> = request.finally(() =>
      inflight.splice(inflight.indexOf(tracked), 1),
    );
    inflight.push(tracked);
  }
  await Promise.all(inflight);
  const deadline = performance.now() + 3000;
  while (arrivals.size < sentAt.size && performance.now() < deadline) await sleep(20);
  const elapsed = (performance.now() - started) / 1000;
  const latencies = [...sentAt]
    .filter(([id]) => arrivals.has(id))
    .map(([id, at]) => arrivals.get(id)! - at);
  arrivals.clear();
  return {
    sent: sentAt.size,
    delivered: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / elapsed,
  };
}

/** The bare baseline: a plain ws server relaying frames to N sockets, no HTTP, no database. */
async function bareBaseline(n: number): Promise<Omit<Result, 'n'>> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const peers: WebSocket[] = [];
  server.on('connection', (socket) => {
    peers.push(socket);
    socket.on('message', (raw) => {
      const { to, id } = JSON.parse(String(raw)) as { to: number; id: number };
      peers[to]?.send(JSON.stringify({ id }));
    });
  });
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const arrivals = new Map<number, number>();
  const clients: WebSocket[] = [];
  for (let i = 0; i < n; i += 1) {
    const client = new WebSocket(url);
    client.on('message', (raw) =>
      arrivals.set((JSON.parse(String(raw)) as { id: number }).id, performance.now()),
    );
    await new Promise((resolve) => client.once('open', resolve));
    clients.push(client);
  }
  await sleep(100);
  const sentAt = new Map<number, number>();
  const started = performance.now();
  for (let id = 1; id <= RATE_PER_SECOND * SECONDS; id += 1) {
    const wait = started + (id * 1000) / RATE_PER_SECOND - performance.now();
    if (wait > 0) await sleep(wait);
    sentAt.set(id, performance.now());
    clients[id % n]!.send(JSON.stringify({ to: Math.floor(Math.random() * n), id }));
  }
  await sleep(300);
  const latencies = [...sentAt]
    .filter(([id]) => arrivals.has(id))
    .map(([id, at]) => arrivals.get(id)! - at);
  clients.forEach((c) => c.close());
  server.close();
  return {
    sent: sentAt.size,
    delivered: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / ((performance.now() - started) / 1000),
  };
}

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
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (base) {
    const name = `cm_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const setup = openDatabase({ url: databaseUrl, poolSize: 20 });
  await setup.migrate();
  await seed(setup.db, { demo: false });
  console.log(`chat benchmark on ${setup.kind}, node ${process.version}`);

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
  await drop();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
