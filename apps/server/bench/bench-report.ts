/**
 * One way for every benchmark to hand its figures to `npm run bench`, which writes
 * docs/benchmarks.md. A benchmark still prints its own lines; when BENCH_OUT names a file, each
 * figure is also appended to it as one JSON line. Ratios are always to a bare Fastify route measured
 * in the same run (`baselineRps`), never to a number from another run.
 */
import { appendFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

export interface BenchFigure {
  /** The benchmark's name, e.g. `catalog`, `orders`, `chat`. */
  bench: string;
  /** What was measured, e.g. `goods detail`. */
  label: string;
  /**
   * The stable key `npm run bench` matches the figure from before issue #17 by (scripts/bench-doc.mjs
   * `BEFORE`: `bare`, `home-init`, `goods-list`, `goods-detail`, `checkout`, `balance-read`, ...);
   * without it the label is matched.
   */
  key?: string;
  /** Requests (or operations) per second. */
  rps?: number;
  /** Latency percentiles in milliseconds. */
  p50?: number;
  p99?: number;
  /** The bare route's requests/s from the same run; the figure's ratio is rps / baselineRps. */
  baselineRps?: number;
  /** A figure that is not a rate (sockets connected, kB, seconds), with its unit. */
  value?: number;
  unit?: string;
  note?: string;
}

/** Appends the figure to BENCH_OUT (JSON lines) when `npm run bench` collects them. */
export function reportFigure(figure: BenchFigure): void {
  const out = process.env.BENCH_OUT;
  if (out) appendFileSync(out, `${JSON.stringify(figure)}\n`);
}

/** The baseline: a bare Fastify route answering a fixed envelope, in this process. */
export async function startBareRoute(): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = Fastify({ logger: false });
  const fixed = {
    code: 1,
    msg: 'ok',
    time: 0,
    data: { total: 1, per_page: 15, current_page: 1, last_page: 1, data: [{ id: 1, title: 'x' }] },
  };
  bare.get('/bare', async () => fixed);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const { port } = bare.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/bare`, close: () => bare.close() };
}

/** Runs a benchmark's main and exits: 0 when it finished, 1 (with the error printed) when it threw. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
