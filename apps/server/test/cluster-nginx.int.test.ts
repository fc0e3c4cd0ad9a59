import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chatRoutes } from '@cloudmall/contract/chat';
import { identityRoutes } from '@cloudmall/contract';
import { walletRoutes } from '@cloudmall/contract/wallet';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/platform/config/env.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { openSocket, ofType } from './socket-client.ts';

// `npm run start:cluster` itself: two compiled server instances (real processes) behind Debian's
// nginx on one PostgreSQL and one Redis. Needs TEST_DATABASE_URL, REDIS_URL and nginx.
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const enabled =
  process.env.TEST_DB_KIND === 'postgres' &&
  Boolean(process.env.REDIS_URL && process.env.TEST_DATABASE_URL) &&
  existsSync(NGINX);
const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 18150);
const RATE_LIMIT = 300;

/** The fields of the answers this test reads (a login's userinfo, a transfer's id). */
interface Answer {
  id: number;
  userinfo: { id: number; token: string };
}

interface Cluster {
  url: string;
  instances: { port: number; pid: number }[];
}

/** Starts the cluster script and answers what it wrote once nginx answers. */
function startCluster(databaseUrl: string): Promise<{ child: ChildProcess; cluster: Cluster }> {
  const child = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NGINX,
      DATABASE_URL: databaseUrl,
      REDIS_KEY_PREFIX: `cm:test:cluster:${randomBytes(4).toString('hex')}:`,
      NODE_ENV: 'test',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      PORT: String(PORT),
      CLUSTER_FIRST_PORT: String(PORT + 1),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const ready = /CLUSTER_READY (\S+)/.exec(output);
      if (ready) resolve({ child, cluster: JSON.parse(readFileSync(ready[1]!, 'utf8')) });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`cluster exited (${code}):\n${output}`)));
  });
}

describe.runIf(enabled)('two compiled instances behind nginx', () => {
  let scratch: ScratchDatabase;
  let child: ChildProcess | undefined;
  let cluster: Cluster;
  let sql: pg.Client;
  const direct = (i: number) => `http://127.0.0.1:${cluster.instances[i]!.port}`;

  beforeAll(async () => {
    const built = spawnSync(process.execPath, ['build.mjs'], {
      cwd: path.join(REPO_ROOT, 'apps/server'),
    });
    expect(built.status, String(built.stderr)).toBe(0);
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'cm_test_cluster');
    ({ child, cluster } = await startCluster(scratch.url));
    sql = new pg.Client({ connectionString: scratch.url });
    await sql.connect();
  }, 240_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await sql?.end();
    await scratch?.drop();
  }, 60_000);

  const call = async (base: string, route: { path: string }, body: object, token?: string) => {
    const response = await fetch(`${base}/api${route.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { token }) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: number; msg: string; data: Answer };
  };
  const login = async (base: string, account: string) =>
    (await call(base, identityRoutes.login, { account, password: 'demo1234' })).data.userinfo;

  it('spreads requests over both instances, without sticky sessions', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i += 1)
      seen.add((await fetch(`${cluster.url}/api/health`)).headers.get('x-upstream') ?? '');
    expect(seen).toEqual(new Set(cluster.instances.map((x) => `127.0.0.1:${x.port}`)));
  });

  it('counts the request limit once across both instances', async () => {
    // The instances trust the proxy's X-Forwarded-For: one fresh client address, alternating instances.
    const client = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 40; i += 1) {
      const response = await fetch(`${direct(i % 2)}/api/health`, {
        headers: { 'x-forwarded-for': client },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
  });

  it('pushes to a socket held through nginx whichever instance served the request', async () => {
    const sender = await login(cluster.url, 'demo');
    const member = await login(cluster.url, 'demo2');
    const socket = await openSocket(`${cluster.url.replace('http', 'ws')}/ws`);
    expect(
      (await call(cluster.url, chatRoutes.shake, { client_id: socket.clientId }, member.token))
        .code,
    ).toBe(1);
    // One message through each instance: whichever holds the socket, one of them crosses over.
    for (const i of [0, 1]) {
      const text = `through instance ${i + 1}`;
      const sent = await call(
        direct(i),
        chatRoutes.send,
        { to_id: member.id, type: 'text', content: { text } },
        sender.token,
      );
      expect(sent.code).toBe(1);
      expect(
        await socket.next((m) => ofType('chat')(m) && JSON.stringify(m).includes(text)),
      ).toBeTruthy();
    }
    socket.close();
  });

  it('loses no acknowledged transfer when an instance is killed mid-load, and never doubles one', async () => {
    const payer = await login(cluster.url, 'demo');
    const keys = Array.from(
      { length: 60 },
      (_, i) => `cluster-${randomBytes(4).toString('hex')}-${i}`,
    );
    const acknowledged = new Map<string, number>();
    let sent = 0;
    const transfer = async (key: string) => {
      // The client's rule: a failed or unanswered attempt is repeated with the same key.
      for (let attempt = 0; attempt < 8; attempt += 1) {
        sent += 1;
        try {
          const answer = await call(
            cluster.url,
            walletRoutes.transfer,
            { to: 'demo2', amount: '0.01', idempotency_key: key },
            payer.token,
          );
          if (answer.code === 1) return acknowledged.set(key, answer.data.id);
        } catch {
          // the connection broke: retry
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const queue = [...keys];
    const killer = (async () => {
      while (sent < 20) await new Promise((resolve) => setTimeout(resolve, 5));
      process.kill(cluster.instances[1]!.pid, 'SIGKILL');
    })();
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let key = queue.shift(); key; key = queue.shift()) await transfer(key);
      }),
    );
    await killer;
    expect(() => process.kill(cluster.instances[1]!.pid, 0)).toThrow();
    expect(acknowledged.size).toBe(keys.length);
    const { rows } = await sql.query<{ key: string; id: number; n: number }>(
      `select idempotency_key as key, min(id)::int as id, count(*)::int as n from ledger_transactions
       where idempotency_key = any($1) group by idempotency_key`,
      [keys.map((key) => `transfer:${payer.id}:${key}`)],
    );
    expect(rows).toHaveLength(keys.length);
    for (const row of rows) {
      expect(row.n).toBe(1);
      expect(acknowledged.get(row.key.split(':').slice(2).join(':'))).toBe(row.id);
    }
  });
  it('runs each scheduled job on one instance at a time: one lease per job, held by an instance until next due', async () => {
    // Jobs first run one interval (30 s) after start; scheduler.int.test.ts proves the lease excludes.
    let rows: { name: string; holder: string; ahead: boolean }[] = [];
    for (let i = 0; i < 90 && rows.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      ({ rows } = await sql.query(
        'select name, holder, lease_until > now() as ahead from job_leases',
      ));
    }
    expect(rows.length).toBeGreaterThan(0);
    const pids = cluster.instances.map((x) => x.pid);
    for (const row of rows) {
      expect(pids).toContain(Number(row.holder.split(':')[1]));
      expect(row.ahead).toBe(true);
    }
  }, 120_000);
});
