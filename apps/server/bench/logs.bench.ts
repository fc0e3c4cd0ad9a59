/**
 * `npm run bench:logs`: what request logging costs. The same route (a fixed JSON envelope) with the
 * server's logger at `info`, three ways: Fastify's own two lines per request (how the server logged
 * before), every request on one line (LOG_SAMPLE_RATE=1) and the default (a sample, LOG_SAMPLE_RATE
 * 0.01, with errors and slow requests always), beside the bare route without a logger, in one run.
 * Lines go to /dev/null: the cost measured is the logger's own (serialising, writing), not a disk's.
 */
import { createWriteStream } from 'node:fs';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { loadConfig } from '../src/platform/config/env.ts';
import { loggerOptions, SampledRequestLog } from '../src/platform/http/request-log.ts';
import { reportFigure, startBareRoute } from './bench-report.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const FIXED = { code: 1, msg: 'ok', time: 0, data: { total: 1, data: [{ id: 1, title: 'x' }] } };

/** A server logging like the real one (level, redaction), its lines sent to /dev/null. */
async function startLogged(mode: 'fastify' | { sampleRate: number }) {
  const app = Fastify({
    logger: { ...loggerOptions('info'), stream: createWriteStream('/dev/null') },
    ...(mode !== 'fastify' && {
      logController: new SampledRequestLog({ sampleRate: mode.sampleRate, slowMs: 1000 }),
    }),
  });
  app.get('/route', async () => FIXED);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/route`, close: () => app.close() };
}

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main(): Promise<void> {
  const defaultRate = loadConfig({}).requestLog.sampleRate;
  console.log(
    `logs benchmark: ${CONNECTIONS} connections, ${SECONDS} s each, node ${process.version}`,
  );
  // The bare route is measured before and after the variants; its mean is the baseline.
  const bare = await startBareRoute();
  const before = await measure(bare.url);
  const figures: { label: string; rps: number; p50: number; p99: number }[] = [];
  const variants = [
    ['every request, Fastify default (2 lines)', 'fastify'],
    ['every request, one line (LOG_SAMPLE_RATE=1)', { sampleRate: 1 }],
    [`default (LOG_SAMPLE_RATE=${defaultRate})`, { sampleRate: defaultRate }],
  ] as const;
  for (const [label, mode] of variants) {
    const server = await startLogged(mode);
    const figure = await measure(server.url);
    await server.close();
    figures.push({ label, ...figure });
  }
  const after = await measure(bare.url);
  await bare.close();
  const baselineRps = (before.rps + after.rps) / 2;
  console.log(
    `${'bare route (no logger)'.padEnd(44)} ${baselineRps.toFixed(0).padStart(6)} req/s  (before ${before.rps.toFixed(0)}, after ${after.rps.toFixed(0)})`,
  );
  for (const { label, ...figure } of figures) {
    const ratio = ((figure.rps / baselineRps) * 100).toFixed(1);
    console.log(
      `${label.padEnd(44)} ${figure.rps.toFixed(0).padStart(6)} req/s  p99 ${figure.p99} ms  (${ratio}% of bare)`,
    );
    reportFigure({ bench: 'logs', label, ...figure, baselineRps });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
