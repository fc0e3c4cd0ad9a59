/**
 * `npm run bench:orders`: MEMBERS distinct buyers each go once from cart to paid over HTTP (cart add
 * ×2 → confirm-order preview → addOrder → balance payment), CONCURRENCY at a time, on PostgreSQL
 * (BENCH_DATABASE_URL, a fresh database) or PGlite in memory when unset. Every basket holds one of
 * HOT_SKUS contended SKUs with limited stock (fewer units than buyers, so some checkouts are refused
 * out of stock) and one SKU with ample stock. Prints paid checkouts/s with the bare route's rate from
 * the same run, p50/p99 of each step, statements per checkout and lock waits (PostgreSQL), then
 * proves no oversell and the ledger reconciled. Loopback only, bounded.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { benchConfig } from './bench-config.ts';
import { reportFigure, startBareRoute } from './bench-report.ts';
import { countStatements, sampleLockWaits, traceStatements } from './orders-bench-probe.ts';
import { benchSkus, fundedMembers, verifyAfterRun } from './orders-bench-world.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { openDatabase } from '../src/db/database.ts';
import { seed } from '../src/db/seed/seed.ts';
import { inTransaction } from '../src/db/transaction.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 600);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const BASELINE_REQUESTS = Number(process.env.BENCH_BASELINE ?? 3000);
const HOT_SKUS = Number(process.env.BENCH_HOT_SKUS ?? 4);
/** Units of each hot SKU: 80 % of the buyers can be served, the rest must be refused. */
const HOT_STOCK = Math.floor((MEMBERS * 0.8) / HOT_SKUS);
const STEPS = ['cart add', 'preview', 'addOrder', 'payment'] as const;
type Step = (typeof STEPS)[number];
type Answer = { code: number; msg: string; data: unknown };

async function post(base: string, path: string, body: unknown, token: string): Promise<Answer> {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  if (response.status >= 500) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as Answer;
}

/** Runs `count` tasks, `concurrency` at a time; answers each task's duration (ms). */
async function pool(count: number, concurrency: number, task: (index: number) => Promise<void>) {
  const durations: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const started = performance.now();
        await task(index);
        durations.push(performance.now() - started);
      }
    }),
  );
  return durations;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((p / 100) * values.length))
  ] ?? 0;

async function main(): Promise<void> {
  const statements = countStatements();
  const base = process.env.BENCH_DATABASE_URL;
  const scratch = base ? await createScratchDatabase(base, 'cm_bench_orders') : undefined;
  const database = openDatabase({
    url: scratch?.url,
    poolSize: Number(process.env.BENCH_POOL ?? 20),
  });
  try {
    await database.migrate();
    await seed(database.db, { demo: true });
    const { hot, ample } = await benchSkus(database, HOT_SKUS, HOT_STOCK);
    const { app, context } = await buildApp({
      config: benchConfig(),
      database,
      serveWebApp: false,
    });
    if (process.env.BENCH_VERBOSE)
      app.addHook('onError', async (request, _reply, error) => {
        console.error(`${request.url}: ${error.message}`, error);
      });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const server = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const tokens = await fundedMembers(database, MEMBERS + 1, async (user) => {
      const session = await inTransaction(database.db, (trx) =>
        context.identity.sessions.start(trx, user, { ip: '127.0.0.1', userAgent: 'bench' }),
      );
      return session.token;
    });
    console.log(
      `orders benchmark: ${base ? 'PostgreSQL' : 'PGlite (in memory)'}, ${MEMBERS} distinct buyers, concurrency ${CONCURRENCY}, ${hot.length} hot SKUs × ${HOT_STOCK} units + ${ample.length} ample SKUs, node ${process.version}`,
    );
    const basket = (index: number) => [
      hot[index % hot.length]!,
      ample[(index * 7) % ample.length]!,
    ];

    // Baselines: the bare route, then the preview alone (reads only), same client, same concurrency.
    const bare = await startBareRoute();
    const rateOf = async (task: (i: number) => Promise<void>) => {
      const started = performance.now();
      await pool(BASELINE_REQUESTS, CONCURRENCY, task);
      return BASELINE_REQUESTS / ((performance.now() - started) / 1000);
    };
    const bareRate = await rateOf(async () => {
      await (await fetch(bare.url)).arrayBuffer();
    });
    await bare.close();
    const previewRate = await rateOf(async (i) => {
      const lines = basket(i).map(({ goods_id, sku_id }) => ({ goods_id, sku_id, number: 1 }));
      const answer = await post(
        server,
        '/wanlshop/order/getOrderGoodsList',
        { data: lines },
        tokens[MEMBERS]!,
      );
      if (answer.code !== 1) throw new Error(`preview: ${answer.msg}`);
    });

    const steps = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
    let tracing = false;
    const timed = async (step: Step, work: () => Promise<Answer>) => {
      if (tracing) traceStatements(true);
      const started = performance.now();
      const answer = await work();
      if (tracing) {
        const sent = traceStatements(false);
        console.log(`${step}: ${sent.length} statements\n  ${sent.join('\n  ')}`);
        return answer;
      }
      steps.get(step)!.push(performance.now() - started);
      return answer;
    };
    /** One buyer's checkout: answers 'paid', 'refused' (out of stock) or a failure message. */
    const checkout = async (i: number): Promise<string> => {
      const token = tokens[i]!;
      const lines = basket(i);
      for (const line of lines) {
        const body = { type: 'add', data: { ...line, number: 1 } };
        await timed('cart add', () => post(server, '/wanlshop/cart/storage', body, token));
      }
      const data = lines.map(({ goods_id, sku_id }) => ({ goods_id, sku_id, number: 1 }));
      const preview = await timed('preview', () =>
        post(server, '/wanlshop/order/getOrderGoodsList', { data }, token),
      );
      if (preview.code !== 1)
        return preview.msg === 'out_of_stock' ? 'refused' : `preview: ${preview.msg}`;
      type Lists = { orderData: { lists: Array<{ shop_id: number; products: typeof data }> } };
      const lists = (preview.data as Lists).orderData.lists.map((s) => ({
        shop_id: s.shop_id,
        products: s.products.map(({ goods_id, sku_id, number }) => ({ goods_id, sku_id, number })),
      }));
      const key = randomBytes(12).toString('hex');
      const order = { order: { lists }, idempotency_key: key };
      const placed = await timed('addOrder', () =>
        post(server, '/wanlshop/order/addOrder', order, token),
      );
      if (placed.code !== 1)
        return placed.msg === 'out_of_stock' ? 'refused' : `addOrder: ${placed.msg}`;
      const ids = (placed.data as { list: Array<{ id: number }> }).list.map((o) => o.id);
      const payment = { order_id: ids, type: 'balance', idempotency_key: key };
      const paid = await timed('payment', () =>
        post(server, '/wanlshop/pay/payment', payment, token),
      );
      return paid.code === 1 ? 'paid' : `payment: ${paid.msg}`;
    };

    if (process.env.BENCH_TRACE) {
      tracing = true;
      console.log(`one checkout, traced: ${await checkout(MEMBERS)}`);
      tracing = false;
    }
    const outcomes = new Map<string, number>();
    const statementsBefore = statements();
    const locks = scratch ? await sampleLockWaits(scratch.url) : undefined;
    const started = performance.now();
    const durations = await pool(MEMBERS, CONCURRENCY, async (i) => {
      const outcome = await checkout(i);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    });
    const seconds = (performance.now() - started) / 1000;
    const waits = await locks?.stop();
    const perCheckout = (statements() - statementsBefore) / MEMBERS;
    const paid = outcomes.get('paid') ?? 0;
    const refused = outcomes.get('refused') ?? 0;
    const failures = MEMBERS - paid - refused;
    const rate = paid / seconds;
    const ms = (values: number[], p: number) => Math.round(percentile(values, p) * 10) / 10;

    console.log(`bare Fastify route (same client)   ${bareRate.toFixed(0).padStart(6)} req/s`);
    console.log(`preview only                       ${previewRate.toFixed(0).padStart(6)} req/s`);
    console.log(
      `cart → paid checkouts              ${rate.toFixed(1).padStart(6)} /s  (${((rate / bareRate) * 100).toFixed(2)}% of the bare route; ${(MEMBERS / seconds).toFixed(1)} attempts/s) p50 ${ms(durations, 50)} ms p99 ${ms(durations, 99)} ms`,
    );
    console.log(
      `  outcomes: ${paid} paid, ${refused} refused out of stock, ${failures} failed ${failures ? JSON.stringify([...outcomes]) : ''}`,
    );
    for (const step of STEPS) {
      const values = steps.get(step)!;
      console.log(
        `  ${step.padEnd(9)} p50 ${ms(values, 50)} ms  p99 ${ms(values, 99)} ms  (${values.length} requests)`,
      );
      reportFigure({
        bench: 'orders',
        label: `checkout step: ${step}`,
        p50: ms(values, 50),
        p99: ms(values, 99),
      });
    }
    console.log(
      `  statements to PostgreSQL/PGlite per checkout attempt: ${perCheckout.toFixed(1)} (BEGIN/COMMIT included)`,
    );
    if (waits)
      console.log(
        `  lock waits: ${((waits.lockWaits / Math.max(1, waits.active)) * 100).toFixed(1)}% of active backend samples waited on a lock (avg ${(waits.active / waits.samples).toFixed(1)} active, ${waits.samples} samples)`,
      );
    for (const [what, n] of waits?.waitedBy.slice(0, 6) ?? [])
      console.log(`    waited ${n}× on ${what}`);
    reportFigure({ bench: 'orders', label: 'bare route (orders run)', rps: bareRate });
    reportFigure({
      bench: 'orders',
      label: 'preview only',
      rps: previewRate,
      baselineRps: bareRate,
    });
    reportFigure({
      bench: 'orders',
      label: 'cart → paid checkouts',
      rps: rate,
      p50: ms(durations, 50),
      p99: ms(durations, 99),
      baselineRps: bareRate,
      note: `${MEMBERS} distinct buyers, ${hot.length} hot SKUs; ${paid} paid, ${refused} refused; ${perCheckout.toFixed(1)} statements/checkout`,
    });

    const verified = await verifyAfterRun(database, hot, HOT_STOCK);
    console.log(`after the run: ${verified.ok ? 'no oversell, ledger balances' : 'CHECK FAILED'}`);
    for (const line of verified.lines) console.log(line);
    await app.close();
    if (!verified.ok || failures > 0) process.exitCode = 1;
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
