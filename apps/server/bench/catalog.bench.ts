/**
 * `npm run bench:catalog`: requests/s and latency of home init, goods lists (plain, keyword, category),
 * goods detail, the shop page (its card and categories, the protocol's shop info, its goods) and
 * keyword search (one keyword again and again, and a different keyword each request), on PostgreSQL (BENCH_DATABASE_URL, a fresh database) with 100k goods, beside a
 * bare Fastify route answering a fixed JSON from the same process and run. Loopback only, bounded.
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { benchConfig } from './bench-config.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { openDatabase } from '../src/db/database.ts';
import { seed } from '../src/db/seed/seed.ts';
import { reportFigure, runBench, startBareRoute } from './bench-report.ts';

const GOODS = Number(process.env.BENCH_GOODS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

/** Words of the demo goods' titles and copy numbers: a different keyword search each request. */
const SEARCH_WORDS = ['cloud', 'phone', 'script', 'miner', 'robot', 'game', 'pro', 'mini', 'vip'];
let searchIndex = 0;
const nextSearch = () => {
  searchIndex += 1;
  const word = SEARCH_WORDS[searchIndex % SEARCH_WORDS.length]!;
  return `/api/wanlshop/product/lists?search=${word}%20%23${searchIndex % 9973}`;
};

async function run(url: string, label: string, baseline?: number, varied?: () => string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(varied
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: varied() }) }] }
      : {}),
  });
  const rps = result.requests.average;
  const line = `${label.padEnd(40)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  non-2xx ${result.non2xx}  errors ${result.errors}`;
  console.log(baseline ? `${line}  (${((rps / baseline) * 100).toFixed(1)}% of baseline)` : line);
  reportFigure({
    bench: 'catalog',
    label,
    rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    baselineRps: baseline ?? rps,
    note: `${GOODS} goods, ${CONNECTIONS} connections, ${SECONDS} s`,
  });
  return rps;
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

/** The keyword-search queries as the list sends them, to EXPLAIN ANALYZE (BENCH_EXPLAIN=1, docs/search.md). */
const SEARCH_SQL = [
  `select g.id, g.title from goods g join shops s on s.id = g.shop_id
   where g.status = 'normal' and g.search_text ilike '%cloud%' and g.search_text ilike '%phone%'
   order by g.weigh desc, g.id desc limit 10`,
  `select count(*) from (select 1 from goods g
   where g.status = 'normal' and g.search_text ilike '%cloud%' and g.search_text ilike '%phone%' limit 1000) capped`,
  `select g.id, g.title from goods g join shops s on s.id = g.shop_id
   where g.status = 'normal' and g.search_text ilike '%miner%' and g.search_text ilike '%#4711%'
   order by g.weigh desc, g.id desc limit 10`,
  `select g.id, g.title from goods g join shops s on s.id = g.shop_id
   where g.status = 'normal' and g.search_text ilike '%雲手機%'
   order by g.weigh desc, g.id desc limit 10`,
];

async function explainSearch(client: pg.Client): Promise<void> {
  for (const statement of SEARCH_SQL) {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers off) ${statement}`,
    );
    console.log(`\n${statement}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
  }
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
    if (process.env.BENCH_EXPLAIN) await explainSearch(direct);
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

    const bare = await startBareRoute();
    // A warm-up first: the first seconds of a fresh process (JIT, pools) are not the bare route's rate.
    await autocannon({ url: bare.url, connections: CONNECTIONS, duration: 1 });
    for (const path of ['/api/wanlshop/common/init', '/api/wanlshop/product/goods?id=77'])
      await autocannon({ url: `${server}${path}`, connections: CONNECTIONS, duration: 1 });
    const baseline = await run(bare.url, 'bare Fastify JSON (baseline)');
    const paths: Array<[string, string]> = [
      ['/api/wanlshop/common/init', 'home init (modules + data)'],
      ['/api/wanlshop/product/lists?sort=sales', 'goods list, by sales'],
      [
        '/api/wanlshop/product/lists?category_id=1&sort=price&order=asc',
        'goods list, category subtree by price',
      ],
      ['/api/wanlshop/product/goods?id=77', 'goods detail (counts a view)'],
      ['/api/wanlshop/shop/page?id=1', 'shop page (card, categories)'],
      ['/api/wanlshop/shop/getShopInfo?id=1', 'shop page, protocol shop info'],
      ['/api/wanlshop/product/lists?shop_id=1&sort=sales', 'shop page, its goods list'],
      [
        '/api/wanlshop/product/lists?search=cloud%20phone',
        'keyword search, one keyword "cloud phone"',
      ],
    ];
    for (const [path, label] of paths) {
      // A protocol route answers a failure with HTTP 200: a load of failures measures nothing.
      const first = (await (await fetch(`${server}${path}`)).json()) as {
        code: number;
        msg: string;
      };
      if (first.code !== 1) throw new Error(`${path} answers ${first.msg}`);
      await run(`${server}${path}`, label, baseline);
    }
    await run(server, 'keyword search, a new keyword each request', baseline, nextSearch);
    // The bare route again: how much the machine drifted during the run (other load, heat).
    await run(bare.url, 'bare Fastify JSON (again, at the end)', baseline);
    await app.close();
    await bare.close();
  } finally {
    await database.close();
    await scratch.drop();
  }
}

runBench(main);
