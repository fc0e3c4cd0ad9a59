import { identityRoutes } from '@cloudmall/contract';
import { catalogRoutes } from '@cloudmall/contract/catalog';
import { merchantGoodsRoutes } from '@cloudmall/contract/merchant';
import type { BuiltApp } from '../src/app.ts';
import { startTwoInstances, twoInstancesEnabled, type TwoInstances } from './two-instance-world.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Two instances on one PostgreSQL and one Redis, each caching public catalog answers in process:
// a merchant's edit on one must show on the other at once (the drop travels through Redis pub/sub).
describe.runIf(twoInstancesEnabled)('public catalog caches on two instances sharing Redis', () => {
  let world: TwoInstances;
  let a: BuiltApp;
  let b: BuiltApp;

  beforeAll(async () => {
    world = await startTwoInstances({ prefix: 'cm_test_cache' });
    ({ a, b } = world);
  });

  afterAll(async () => {
    await world?.close();
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
