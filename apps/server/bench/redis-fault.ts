/**
 * `npm run fault:redis`: the real server (production mode) on a fresh PostgreSQL database
 * (FAULT_DATABASE_URL, else TEST_DATABASE_URL) and on REDIS_URL through a TCP proxy. A bounded load
 * (loopback only) browses, buys, logs in and checks health while Redis is up, cut, then restored,
 * and prints the answers per route group and phase. Exits 1 when the server did not degrade as
 * promised: browse and buy keep working, login fails closed (503), health answers 503 naming redis,
 * no 500 anywhere, all back after the restore, one log line per Redis state change.
 * FAULT_SHORT=1 runs short phases (the CI step).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import { prepareWorld, type World } from './redis-fault-world.ts';

const PHASE_MS = process.env.FAULT_SHORT === '1' ? 2_000 : 8_000;
const WORKERS = 4;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const GROUPS = ['browse', 'buy', 'login', 'health'] as const;
type Group = (typeof GROUPS)[number];
type Phase = 'before' | 'cut' | 'after';
type Tally = { '2xx': number; '4xx': number; '5xx': number; failed: number; msgs: Set<string> };

const tallies = new Map<string, Tally>();
function tally(phase: Phase, group: Group): Tally {
  const name = `${phase}/${group}`;
  if (!tallies.has(name))
    tallies.set(name, { '2xx': 0, '4xx': 0, '5xx': 0, failed: 0, msgs: new Set() });
  return tallies.get(name)!;
}

async function request(base: string, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { token } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json().catch(() => ({}))) as {
    code?: number;
    msg?: string;
    data?: unknown;
  };
  return {
    status: response.status,
    code: envelope.code ?? -1,
    msg: envelope.msg ?? '',
    data: envelope.data,
  };
}

/** One round of a group; records the HTTP class and, for 2xx with code != 1 or any 5xx, the message key. */
async function exercise(base: string, world: World, phase: Phase, group: Group): Promise<void> {
  const record = (answer: { status: number; code: number; msg: string }) => {
    const t = tally(phase, group);
    const bucket = answer.status >= 500 ? '5xx' : answer.status >= 400 ? '4xx' : '2xx';
    t[bucket] += 1;
    if (answer.status >= 300 || answer.code !== 1) t.msgs.add(`${answer.status} ${answer.msg}`);
    if (bucket === '2xx' && answer.code !== 1) t.failed += 1;
  };
  if (group === 'browse')
    return record(await request(base, 'GET', '/wanlshop/product/lists?page=1'));
  if (group === 'health') return record(await request(base, 'GET', '/health'));
  // Another member than the buyer: a login revokes the member's older sessions.
  if (group === 'login')
    return record(
      await request(base, 'POST', '/wanlshop/user/login', {
        account: 'demo2',
        password: 'demo1234',
      }),
    );
  const { goods_id, sku_id, shop_id } = world.sku;
  const order = {
    address_id: world.addressId,
    lists: [{ shop_id, products: [{ goods_id, sku_id, number: 1 }] }],
  };
  const placed = await request(
    base,
    'POST',
    '/wanlshop/order/addOrder',
    { order, idempotency_key: randomBytes(12).toString('hex') },
    world.token,
  );
  if (placed.code !== 1) return record(placed);
  const ids = (placed.data as { list: Array<{ id: number }> }).list.map((o) => o.id);
  record(
    await request(
      base,
      'POST',
      '/wanlshop/pay/payment',
      { order_id: ids, type: 'balance', idempotency_key: randomBytes(12).toString('hex') },
      world.token,
    ),
  );
}

async function load(base: string, world: World, phase: Phase): Promise<void> {
  const until = Date.now() + PHASE_MS;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let round = worker; Date.now() < until; round += 1)
        await exercise(base, world, phase, GROUPS[round % GROUPS.length]!);
    }),
  );
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

/** The promises of the fault, checked against the tallies; answers the broken ones. */
function verdict(redisLines: string[]): string[] {
  const problems: string[] = [];
  for (const [name, t] of tallies) {
    const [phase, group] = name.split('/') as [Phase, Group];
    const total = t['2xx'] + t['4xx'] + t['5xx'];
    const secretGuarded = phase === 'cut' && (group === 'login' || group === 'health');
    if (total === 0) problems.push(`${name}: no requests ran`);
    if (secretGuarded) {
      const wanted =
        group === 'login' ? '503 security_check_unavailable' : '503 dependency_unavailable';
      if (t['5xx'] !== total || [...t.msgs].some((m) => m !== wanted))
        problems.push(`${name}: wanted only ${wanted}, saw ${[...t.msgs].join(', ')}`);
    } else if (t['2xx'] !== total || t.failed > 0) {
      problems.push(`${name}: wanted every answer 2xx with code 1, saw ${[...t.msgs].join(', ')}`);
    }
  }
  const down = redisLines.filter((l) => l.includes('redis: down')).length;
  const up = redisLines.filter((l) => l.includes('redis: up')).length;
  if (down !== 1 || up !== 1)
    problems.push(
      `server log: wanted 1 "redis: down" and 1 "redis: up" line, saw ${down} and ${up}`,
    );
  return problems;
}

async function main(): Promise<void> {
  const adminUrl = process.env.FAULT_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) {
    console.error(
      'fault:redis needs PostgreSQL (FAULT_DATABASE_URL or TEST_DATABASE_URL) and REDIS_URL',
    );
    process.exit(2);
  }
  const scratch = await createScratchDatabase(adminUrl, 'cm_fault');
  const target = new URL(redisUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const redisLines: string[] = [];
  const errorLines: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cloudmall-fault-'));
  let server: ReturnType<typeof spawn> | undefined;
  let exitCode = 1;
  try {
    const world0 = await prepareWorld(scratch.url);
    server = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        APP_SECRET: randomBytes(24).toString('hex'),
        DEPOSIT_NOTICE_SECRET: randomBytes(24).toString('hex'),
        DATABASE_URL: scratch.url,
        REDIS_URL: proxy.urlFor(redisUrl),
        SEED_DEMO: '0',
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_MINUTE: '1000000',
      },
    });
    let buffered = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (/"msg":"redis: (down|up)/.test(line)) redisLines.push(line);
        if (/"level":(50|60)/.test(line)) errorLines.push(line);
      }
    });
    const startMs = await waitFor(
      async () => (await fetch(`${base}/api/health`)).status === 200,
      60_000,
    );
    const login = await request(base, 'POST', '/wanlshop/user/login', {
      account: 'demo',
      password: 'demo1234',
    });
    const world: World = {
      ...world0,
      token: (login.data as { userinfo: { token: string } }).userinfo.token,
    };
    console.log(
      `redis fault: server on PostgreSQL + Redis via a proxy, ${WORKERS} workers, phases of ${PHASE_MS / 1000} s (server started in ${startMs} ms)`,
    );

    await load(base, world, 'before');
    await proxy.cut();
    await load(base, world, 'cut');
    await proxy.restore();
    const recoveredMs = await waitFor(
      async () => (await fetch(`${base}/api/health`)).status === 200,
      15_000,
    );
    await load(base, world, 'after');

    console.log(`\nphase   group    2xx   4xx   5xx  not-ok  messages`);
    for (const [phaseGroup, t] of tallies) {
      const [phase, group] = phaseGroup.split('/');
      const cells = [t['2xx'], t['4xx'], t['5xx'], t.failed]
        .map((n) => String(n).padStart(5))
        .join(' ');
      console.log(`${phase!.padEnd(7)} ${group!.padEnd(7)} ${cells}   ${[...t.msgs].join(', ')}`);
    }
    console.log(
      `\nhealth back ${recoveredMs} ms after the restore; server log lines about Redis: ${redisLines.length}, error lines in all: ${errorLines.length}`,
    );
    const problems = verdict(redisLines);
    // The one "redis: down" line is the only error an outage may log (no line per request or retry).
    if (errorLines.length > 1)
      problems.push(
        `server log: ${errorLines.length} error lines, e.g. ${errorLines[1]!.slice(0, 200)}`,
      );
    for (const problem of problems) console.log(`FAIL ${problem}`);
    console.log(
      problems.length === 0
        ? 'OK: browse and buy kept working, login failed closed, health named redis, all recovered'
        : 'FAILED',
    );
    exitCode = problems.length === 0 ? 0 : 1;
  } finally {
    server?.kill('SIGTERM');
    await new Promise((resolve) =>
      server && server.exitCode === null ? server.once('exit', resolve) : resolve(null),
    );
    await proxy.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
