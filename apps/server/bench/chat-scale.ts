/**
 * The chat benchmark's scale step (issue #17 item 8): BENCH_SOCKETS member sockets (10,000 by default)
 * on ONE server instance, held by BENCH_CLIENT_PROCS child processes (chat-scale-client.ts) so the
 * load generator does not starve the server, plus one sender child posting chat messages at each
 * rate of BENCH_SCALE_RATES. Prints connect time, server memory per socket and delivery
 * p50/p95/p99/max, and reports them (bench: 'chat'). The descriptor limit is raised by the bench's
 * wrapper (chat-bench.sh), never by the app.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BuiltApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { reportFigure } from './bench-report.ts';
import {
  createMembersInBulk,
  percentile,
  SECONDS,
  sleep,
  type Member,
} from './chat-bench-measure.ts';

export const SCALE_SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const CLIENT_PROCS = Number(process.env.BENCH_CLIENT_PROCS ?? 2);
const RATES = (process.env.BENCH_SCALE_RATES ?? '200,1000').split(',').map(Number);
const P99_GOAL_MS = 50;
const CLIENT = fileURLToPath(new URL('./chat-scale-client.ts', import.meta.url));

interface Reply {
  kind: string;
  count?: number;
  failed?: number;
  latencies?: number[];
  error?: string;
}

function child(): ChildProcess {
  return fork(CLIENT, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
}

function ask(proc: ChildProcess, command: object, answer: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Reply) => {
      if (message.kind === 'error') reject(new Error(message.error));
      if (message.kind !== answer) return;
      proc.off('message', onMessage);
      resolve(message);
    };
    proc.on('message', onMessage);
    proc.send(command);
  });
}

const memory = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
};

/** Connects the sockets, measures delivery at each configured rate, reports the figures. */
export async function runScale(
  instance: { app: BuiltApp; http: string; ws: string },
  database: Database,
): Promise<void> {
  const n = SCALE_SOCKETS;
  console.log(
    `\nscale: ${n} sockets on one instance, ${CLIENT_PROCS} client processes, rates ${RATES.join(', ')} msg/s for ${SECONDS} s`,
  );
  let started = performance.now();
  const members: Member[] = await createMembersInBulk(database, n, 100_000);
  console.log(
    `  ${n} members with sessions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const holders = Array.from({ length: CLIENT_PROCS }, child);
  const sender = child();
  const before = memory();
  started = performance.now();
  const slices = holders.map((_, i) => members.filter((_m, k) => k % CLIENT_PROCS === i));
  const held = await Promise.all(
    holders.map((proc, i) =>
      ask(
        proc,
        { kind: 'hold', ws: instance.ws, http: instance.http, members: slices[i], concurrency: 64 },
        'held',
      ),
    ),
  );
  const connectSeconds = (performance.now() - started) / 1000;
  await sleep(1000);
  const after = memory();
  const connected = held.reduce((sum, r) => sum + (r.count ?? 0), 0);
  const rssPerSocket = (after.rss - before.rss) / connected / 1024;
  const heapPerSocket = (after.heapUsed - before.heapUsed) / connected / 1024;
  console.log(
    `  connected ${connected} sockets (init + shake each) in ${connectSeconds.toFixed(1)} s (${(connected / connectSeconds).toFixed(0)}/s); server memory per socket: rss ${rssPerSocket.toFixed(1)} kB, heap ${heapPerSocket.toFixed(1)} kB`,
  );
  reportFigure({
    bench: 'chat',
    label: `${connected} sockets connect`,
    value: connectSeconds,
    unit: 's',
  });
  reportFigure({
    bench: 'chat',
    label: 'server memory per socket (rss)',
    value: rssPerSocket,
    unit: 'kB',
  });
  const collect = async () =>
    (await Promise.all(holders.map((proc) => ask(proc, { kind: 'collect' }, 'latencies')))).flatMap(
      (r) => r.latencies ?? [],
    );
  for (const rate of RATES) {
    // The push path alone: the server pushes chat-shaped messages to random members at the rate.
    const pushed = await pushAtRate(instance.app, members, rate);
    await sleep(2000);
    summarise(`push ${rate} msg/s`, rate, connected, pushed, 0, await collect());
    // End to end: a member's HTTP chat send (session, database, push) at the rate, from a child.
    const sent = await ask(
      sender,
      { kind: 'send', http: instance.http, members, rate, seconds: SECONDS },
      'sent',
    );
    await sleep(2000);
    summarise(
      `HTTP send ${rate} msg/s`,
      rate,
      connected,
      sent.count ?? 0,
      sent.failed ?? 0,
      await collect(),
    );
  }
  for (const proc of [...holders, sender]) proc.send({ kind: 'close' });
}

const epochMs = () => performance.timeOrigin + performance.now();

/** Server-side pushes to random members at `rate` for SECONDS, each carrying its send time. */
async function pushAtRate(app: BuiltApp, members: Member[], rate: number): Promise<number> {
  const total = Math.round(rate * SECONDS);
  const started = performance.now();
  for (let i = 0; i < total; i += 1) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    const to = members[Math.floor(Math.random() * members.length)]!;
    const push = {
      id: i,
      type: 'chat',
      to_id: to.id,
      form: { id: 0, name: 'bench', avatar: '' },
      message: { type: 'text', content: { text: `${i}:${epochMs()}` } },
      createtime: 0,
    };
    await app.context.realtime.pushToUser(to.id, push as never);
  }
  return total;
}

function summarise(
  label: string,
  rate: number,
  connected: number,
  sent: number,
  failed: number,
  latencies: number[],
): void {
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p)) as [
    number,
    number,
    number,
  ];
  const max = latencies.reduce((a, b) => Math.max(a, b), 0);
  console.log(
    `  ${label.padEnd(20)} delivered ${latencies.length}/${sent} (failures ${failed})  p50 ${p50.toFixed(1)}  p95 ${p95.toFixed(1)}  p99 ${p99.toFixed(1)}  max ${max.toFixed(1)} ms  ${p99 < P99_GOAL_MS ? 'under' : 'OVER'} the ${P99_GOAL_MS} ms goal`,
  );
  reportFigure({
    bench: 'chat',
    label: `${label}, ${connected} sockets`,
    p50,
    p99,
    value: max,
    unit: 'ms max',
    note: `rate ${rate} msg/s; p95 ${p95.toFixed(1)} ms; delivered ${latencies.length}/${sent}`,
  });
}
