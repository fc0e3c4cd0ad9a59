/**
 * `npm run bench:orders`: N members each go from cart to paid over HTTP (cart add ×2 → confirm-order
 * preview → addOrder → balance payment), CONCURRENCY at a time, on PostgreSQL (BENCH_DATABASE_URL,
 * a fresh database) or PGlite in memory when unset. Prints checkouts/s (cart to paid), p50/p95 of
 * one whole checkout, a baseline from the same run (preview-only requests/s), and ends with the
 * ledger reconciled and escrow equal to the paid orders. Loopback only, bounded.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { benchConfig } from './bench-config.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { seed } from '../src/db/seed/seed.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { identityRepository } from '../src/modules/identity/identity.repository.ts';
import { credit, reconcile } from '../src/modules/wallet/index.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const BASELINE_REQUESTS = Number(process.env.BENCH_BASELINE ?? 1500);

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

async function post(
  base: string,
  path: string,
  body: unknown,
  token: string,
): Promise<{ code: number; msg: string; data: unknown }> {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  if (response.status >= 500) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

/** Runs `count` tasks, `concurrency` at a time; answers each task's duration (ms). */
async function pool(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<number[]> {
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

/** Members with sessions, funds and a default address, written straight to the database (setup, not measured). */
async function members(
  database: Database,
  start: (
    user: NonNullable<Awaited<ReturnType<typeof identityRepository.findUserByUsername>>>,
  ) => Promise<string>,
) {
  const db = database.db;
  await db.execute(sql`insert into users (username, nickname, password_hash, invite_code)
    select 'bench' || n, 'Bench ' || n, u.password_hash, 'BN' || n from generate_series(1, ${MEMBERS}) n, users u where u.username = 'demo'`);
  await db.execute(sql`insert into addresses (user_id, name, mobile, province, city, district, address, is_default)
    select id, 'Bench', '905550000000', 'Taipei', 'Taipei', 'Xinyi', 'Bench Road 1', true from users where username like 'bench%'`);
  const tokens: string[] = [];
  for (let n = 1; n <= MEMBERS; n += 1) {
    const user = (await identityRepository.findUserByUsername(db, `bench${n}`))!;
    await inTransaction(db, (trx) =>
      credit(trx, {
        reason: 'reward',
        idempotencyKey: `bench-fund:${n}`,
        userId: user.id,
        amountMinor: 100_000_000n,
        from: 'promotions',
      }),
    );
    tokens.push(await start(user));
  }
  return tokens;
}

async function main(): Promise<void> {
  const base = process.env.BENCH_DATABASE_URL;
  const scratch = base ? await createScratchDatabase(base, 'cm_bench_orders') : undefined;
  const database = openDatabase({ url: scratch?.url, poolSize: 20 });
  try {
    await database.migrate();
    await seed(database.db, { demo: true });
    // 40 SKUs of shops 2..8 with ample stock: baskets overlap, so stock rows are contended.
    const skus = rowsOf(
      await database.db
        .execute(sql`select s.id as sku_id, s.goods_id, g.shop_id from goods_skus s join goods g on g.id = s.goods_id
        where g.shop_id in (select id from shops order by id offset 1 limit 7) and g.status = 'normal' order by s.id limit 40`),
    ).map((r) => ({
      sku_id: Number(r.sku_id),
      goods_id: Number(r.goods_id),
      shop_id: Number(r.shop_id),
    }));
    await database.db.execute(
      sql`update goods_skus set stock = 1000000 where id in (${sql.join(
        skus.map((s) => sql`${s.sku_id}`),
        sql`, `,
      )})`,
    );

    const config = benchConfig();
    const { app, context } = await buildApp({ config, database, serveWebApp: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const server = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const tokens = await members(
      database,
      async (user) =>
        (
          await inTransaction(database.db, (trx) =>
            context.identity.sessions.start(trx, user, { ip: '127.0.0.1', userAgent: 'bench' }),
          )
        ).token,
    );
    console.log(
      `orders benchmark: ${base ? 'PostgreSQL' : 'PGlite (in memory)'}, ${MEMBERS} members, concurrency ${CONCURRENCY}, ${skus.length} contended SKUs, node ${process.version}`,
    );

    const basket = (index: number) =>
      [skus[index % skus.length]!, skus[(index * 7 + 3) % skus.length]!].filter(
        (s, i, all) => all.findIndex((o) => o.sku_id === s.sku_id) === i,
      );

    // Baseline: the confirm-order preview alone (reads only), same server, same concurrency.
    const baselineStarted = performance.now();
    await pool(BASELINE_REQUESTS, CONCURRENCY, async (i) => {
      const answer = await post(
        server,
        '/wanlshop/order/getOrderGoodsList',
        { data: basket(i).map(({ goods_id, sku_id }) => ({ goods_id, sku_id, number: 1 })) },
        tokens[i % tokens.length]!,
      );
      if (answer.code !== 1) throw new Error(`preview: ${answer.msg}`);
    });
    const previewRate = BASELINE_REQUESTS / ((performance.now() - baselineStarted) / 1000);
    const balanceStarted = performance.now();
    await pool(BASELINE_REQUESTS, CONCURRENCY, async (i) => {
      const response = await fetch(`${server}/api/wanlshop/pay/getBalance`, {
        headers: { token: tokens[i % tokens.length]! },
      });
      if (response.status !== 200) throw new Error(`getBalance: HTTP ${response.status}`);
      await response.arrayBuffer();
    });
    const balanceRate = BASELINE_REQUESTS / ((performance.now() - balanceStarted) / 1000);

    let failures = 0;
    const started = performance.now();
    const durations = await pool(MEMBERS, CONCURRENCY, async (i) => {
      const token = tokens[i]!;
      const lines = basket(i);
      for (const line of lines)
        await post(
          server,
          '/wanlshop/cart/storage',
          { type: 'add', data: { ...line, number: 1 } },
          token,
        );
      const preview = await post(
        server,
        '/wanlshop/order/getOrderGoodsList',
        { data: lines.map(({ goods_id, sku_id }) => ({ goods_id, sku_id, number: 1 })) },
        token,
      );
      const shops = (
        preview.data as {
          orderData: {
            lists: Array<{
              shop_id: number;
              products: Array<{ goods_id: number; sku_id: number; number: number }>;
            }>;
          };
        }
      ).orderData.lists;
      const placed = await post(
        server,
        '/wanlshop/order/addOrder',
        {
          order: {
            lists: shops.map((s) => ({
              shop_id: s.shop_id,
              products: s.products.map(({ goods_id, sku_id, number }) => ({
                goods_id,
                sku_id,
                number,
              })),
            })),
          },
          idempotency_key: randomBytes(12).toString('hex'),
        },
        token,
      );
      if (placed.code !== 1) {
        failures += 1;
        if (process.env.BENCH_VERBOSE) console.log(`addOrder: ${placed.msg}`);
        return;
      }
      const ids = (placed.data as { list: Array<{ id: number }> }).list.map((o) => o.id);
      const paid = await post(
        server,
        '/wanlshop/pay/payment',
        { order_id: ids, type: 'balance', idempotency_key: randomBytes(12).toString('hex') },
        token,
      );
      if (paid.code !== 1) {
        failures += 1;
        if (process.env.BENCH_VERBOSE) console.log(`payment: ${paid.msg}`);
      }
    });
    const seconds = (performance.now() - started) / 1000;
    const rate = MEMBERS / seconds;
    console.log(`getBalance (session + one read)    ${balanceRate.toFixed(0).padStart(6)} req/s`);
    console.log(`preview only (baseline)            ${previewRate.toFixed(0).padStart(6)} req/s`);
    console.log(
      `cart → paid checkouts              ${rate.toFixed(1).padStart(6)} /s  p50 ${percentile(durations, 50).toFixed(0)} ms  p95 ${percentile(durations, 95).toFixed(0)} ms  failures ${failures}  (${((rate / previewRate) * 100).toFixed(1)}% of the preview rate; 5 requests each)`,
    );

    const ledger = await reconcile(database.db);
    const [escrow] = rowsOf(
      await database.db.execute(sql`select
      (select coalesce(sum(e.amount_minor), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.kind = 'order_escrow')::text as escrow,
      (select coalesce(sum(price_minor - refunded_minor), 0) from orders where paid_at is not null and settled_at is null)::text as owed,
      (select count(*) from orders where state = 2)::int as paid`),
    );
    console.log(
      `reconciliation: ledger ok=${ledger.ok} (${ledger.transactions} transactions, sum ${ledger.global_sum}); escrow ${escrow!.escrow} = paid orders ${escrow!.owed}: ${escrow!.escrow === escrow!.owed}; ${escrow!.paid} orders paid`,
    );
    await app.close();
    if (!ledger.ok || escrow!.escrow !== escrow!.owed || failures > 0) process.exitCode = 1;
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
