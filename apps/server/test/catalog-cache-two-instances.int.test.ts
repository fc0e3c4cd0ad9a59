import { randomBytes } from 'node:crypto';
import { identityRoutes } from '@cloudmall/contract';
import { catalogRoutes } from '@cloudmall/contract/catalog';
import { merchantGoodsRoutes } from '@cloudmall/contract/merchant';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { seed } from '../src/db/seed/seed.ts';
import { loadConfig } from '../src/platform/config/env.ts';

// Two instances on one PostgreSQL and one Redis, each caching public catalog answers in process:
// a merchant's edit on one must show on the other at once (the drop travels through Redis pub/sub).
const enabled =
  process.env.TEST_DB_KIND === 'postgres' &&
  Boolean(process.env.REDIS_URL && process.env.TEST_DATABASE_URL);

describe.runIf(enabled)('public catalog caches on two instances sharing Redis', () => {
  const name = `cm_test_cache_${randomBytes(4).toString('hex')}`;
  const namespace = `cm:test:${randomBytes(6).toString('hex')}:`;
  const databases: Database[] = [];
  const redises: Redis[] = [];
  let a: BuiltApp;
  let b: BuiltApp;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const build = async () => {
      const database = openDatabase({ url: url.toString(), poolSize: 5 });
      const redis = new Redis(process.env.REDIS_URL!);
      databases.push(database);
      redises.push(redis);
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: '1000000',
        DATA_DIR: '/tmp/cloudmall-two-cache',
      });
      return buildApp({ config, database, redis, serveWebApp: false, redisNamespace: namespace });
    };
    const first = openDatabase({ url: url.toString(), poolSize: 2 });
    await first.migrate();
    await seed(first.db, { demo: true });
    await first.close();
    a = await build();
    b = await build();
  });

  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    for (const database of databases) await database.close();
    for (const redis of redises) redis.disconnect();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const inject = async (
    app: BuiltApp,
    method: 'GET' | 'POST',
    path: string,
    payload: object,
    token?: string,
  ) => {
    const headers = token ? { token } : {};
    const request =
      method === 'GET'
        ? { method, url: `/api${path}`, query: payload as Record<string, string>, headers }
        : { method, url: `/api${path}`, payload, headers };
    return (await app.app.inject(request)).json();
  };
  const detailOn = (app: BuiltApp, id: number) =>
    inject(app, 'GET', catalogRoutes.goods.path, { id: String(id) });

  /** The merchant's first goods on sale, as the console edits it. */
  async function merchantGoods(token: string) {
    const listed = await inject(
      a,
      'GET',
      merchantGoodsRoutes.goodsList.path,
      { status: 'normal' },
      token,
    );
    const id = listed.data.data[0].id as number;
    return (await inject(a, 'GET', merchantGoodsRoutes.goodsDetail.path, { id: String(id) }, token))
      .data;
  }

  it('shows a price changed on A on both instances at once, never the cached old price', async () => {
    const token = (
      await inject(a, 'POST', identityRoutes.login.path, {
        account: 'merchant',
        password: 'demo1234',
      })
    ).data.userinfo.token;
    const goods = await merchantGoods(token);
    // Both instances have the detail cached.
    expect((await detailOn(a, goods.id)).code).toBe(1);
    expect((await detailOn(b, goods.id)).code).toBe(1);
    const skus = goods.skus.map((s: { difference: string[]; stock: number; code: string }) => ({
      difference: s.difference,
      price: '1234.56',
      market_price: '2000.00',
      stock: s.stock,
      code: s.code,
    }));
    const saved = await inject(
      a,
      'POST',
      merchantGoodsRoutes.goodsSave.path,
      {
        id: goods.id,
        title: goods.title,
        category_id: goods.category_id,
        images: goods.images,
        content: goods.content,
        specs: goods.specs,
        skus,
      },
      token,
    );
    expect(saved.code, saved.msg).toBe(1);
    expect((await detailOn(a, goods.id)).data.price).toBe('1234.56');
    // The drop reaches B through Redis pub/sub: a few milliseconds, far below the cache's TTL.
    await vi.waitFor(async () => expect((await detailOn(b, goods.id)).data.price).toBe('1234.56'), {
      timeout: 1_000,
      interval: 20,
    });

    const off = await inject(
      b,
      'POST',
      merchantGoodsRoutes.goodsStatus.path,
      { id: goods.id, status: 'hidden' },
      token,
    );
    expect(off.code, off.msg).toBe(1);
    expect((await detailOn(b, goods.id)).msg).toBe('goods_not_available');
    await vi.waitFor(
      async () => expect((await detailOn(a, goods.id)).msg).toBe('goods_not_available'),
      {
        timeout: 1_000,
        interval: 20,
      },
    );
  });
});
