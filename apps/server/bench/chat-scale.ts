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
  for (const rate of RATES) {
    const sent = await ask(
      sender,
      { kind: 'send', http: instance.http, members, rate, seconds: SECONDS },
      'sent',
    );
    await sleep(2000);
    const latencies = (
      await Promise.all(holders.map((proc) => ask(proc, { kind: 'collect' }, 'latencies')))
    ).flatMap((r) => r.latencies ?? []);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
    const max = latencies.reduce((a, b) => Math.max(a, b), 0);
    console.log(
      `  ${rate} msg/s: delivered ${latencies.length}/${sent.count} (send failures ${sent.failed})  p50 ${p50!.toFixed(1)}  p95 ${p95!.toFixed(1)}  p99 ${p99!.toFixed(1)}  max ${max.toFixed(1)} ms  ${p99! < P99_GOAL_MS ? 'under' : 'OVER'} the ${P99_GOAL_MS} ms goal`,
    );
    reportFigure({
      bench: 'chat',
      label: `delivery, ${connected} sockets, ${rate} msg/s`,
      p50,
      p99,
      value: max,
      unit: 'ms max',
      note: `p95 ${p95!.toFixed(1)} ms, delivered ${latencies.length}/${sent.count}`,
    });
  }
  for (const proc of [...holders, sender]) proc.send({ kind: 'close' });
}
