/**
 * `npm run bench:catalog`: requests/s and latency of home init, goods lists (plain, keyword, category)
 * and goods detail, on PostgreSQL (BENCH_DATABASE_URL, a fresh database) with 100k goods, beside a
 * bare Fastify route answering a fixed JSON from the same process and run. Loopback only, bounded.
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { benchConfig } from './bench-config.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { openDatabase } from '../src/db/database.ts';
import { seed } from '../src/db/seed/seed.ts';

const GOODS = Number(process.env.BENCH_GOODS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

async function run(url: string, label: string, baseline?: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  const line = `${label.padEnd(36)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  non-2xx ${result.non2xx}  errors ${result.errors}`;
  console.log(
    baseline
      ? `${line}  (${((result.requests.average / baseline) * 100).toFixed(1)}% of baseline)`
      : line,
  );
  return result.requests.average;
}

/** Copies the demo goods (with SKUs) until there are GOODS, in one SQL statement per table. */
async function grow(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from goods');
  const missing = GOODS - rows[0]!.n;
  if (missing <= 0) return;
  await client.query(
    `insert into goods (shop_id, category_id, title, image, images, content, price_minor, market_price_minor, sales, views, likes, weigh, status)
     select g.shop_id, g.category_id, g.title || ' #' || s.n, g.image, g.images, g.content, g.price_minor + (s.n % 500), g.market_price_minor,
            (s.n * 7) % 1000, (s.n * 13) % 5000, 0, s.n % 100, 'normal'
     from generate_series(1, $1) s(n) join goods g on g.id = 1 + (s.n % 120)`,
    [missing],
  );
  await client.query(
    `insert into goods_skus (goods_id, difference, price_minor, market_price_minor, stock, sales)
     select id, '["Standard"]'::jsonb, price_minor, market_price_minor, 100, 0 from goods where id > 120`,
  );
  await client.query('analyze');
}

async function main(): Promise<void> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) throw new Error('set BENCH_DATABASE_URL (PostgreSQL) for the catalog benchmark');
  const scratch = await createScratchDatabase(base, 'cm_bench_catalog');
  const database = openDatabase({ url: scratch.url, poolSize: 20 });
  try {
    await database.migrate();
    await seed(database.db, { demo: true });
    const direct = new pg.Client({ connectionString: scratch.url });
    await direct.connect();
    const started = Date.now();
    await grow(direct);
    const count = (await direct.query<{ n: number }>('select count(*)::int as n from goods'))
      .rows[0]!.n;
    await direct.end();
    console.log(
      `catalog benchmark: PostgreSQL, ${count} goods (grown in ${((Date.now() - started) / 1000).toFixed(1)} s), ${CONNECTIONS} connections, ${SECONDS} s each, node ${process.version}`,
    );

    const config = benchConfig();
    const { app } = await buildApp({ config, database, serveWebApp: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const server = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const bare = Fastify({ logger: false });
    const fixed = {
      code: 1,
      msg: 'ok',
      time: 0,
      data: {
        total: 1,
        per_page: 15,
        current_page: 1,
        last_page: 1,
        data: [{ id: 1, title: 'fixed' }],
      },
    };
    bare.get('/bare', async () => fixed);
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/bare`;

    const baseline = await run(bareUrl, 'bare Fastify JSON (baseline)');
    await run(`${server}/api/wanlshop/common/init`, 'home init (modules + data)', baseline);
    await run(`${server}/api/wanlshop/product/lists?sort=sales`, 'goods list, by sales', baseline);
    await run(
      `${server}/api/wanlshop/product/lists?search=cloud%20phone`,
      'goods list, keyword "cloud phone"',
      baseline,
    );
    await run(
      `${server}/api/wanlshop/product/lists?category_id=1&sort=price&order=asc`,
      'goods list, category subtree by price',
      baseline,
    );
    await run(
      `${server}/api/wanlshop/product/goods?id=77`,
      'goods detail (counts a view)',
      baseline,
    );
    await app.close();
    await bare.close();
  } finally {
    await database.close();
    await scratch.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
