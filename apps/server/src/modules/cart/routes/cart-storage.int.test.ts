import { catalogRoutes } from '@cloudmall/contract/catalog';
import { asc, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { newMember } from '../../../../test/wallet-helpers.ts';
import { cartItems, goods, goodsFollows, goodsSkus } from '../../../db/schema/index.ts';
import {
  line,
  rowsOf,
  skus,
  storage,
  synchro,
  t,
  token,
  useCartApp,
  userId,
} from './cart-test-app.ts';

useCartApp();

describe('cart storage', () => {
  it('add inserts a row, then raises its quantity', async () => {
    expect((await storage({ type: 'add', data: line(0, 2) })).body).toMatchObject({
      code: 1,
      data: '',
    });
    await storage({ type: 'add', data: line(0, 3) });
    expect(await rowsOf()).toEqual([[skus[0]!.skuId, 5]]);
  });

  it('holds at most 200 SKUs: a change past it is refused and rolled back', async () => {
    const fillers = await t.db
      .select({ skuId: goodsSkus.id, goodsId: goodsSkus.goodsId, shopId: goods.shopId })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(gte(goodsSkus.stock, 1))
      .orderBy(asc(goodsSkus.id))
      .limit(201);
    expect(fillers.length).toBe(201);
    await t.db
      .insert(cartItems)
      .values(fillers.slice(0, 200).map((row) => ({ ...row, userId, number: 1 })));
    const last = fillers[200]!;
    const refused = await storage({
      type: 'add',
      data: { goods_id: last.goodsId, shop_id: last.shopId, sku_id: last.skuId, number: 1 },
    });
    expect(refused.body).toMatchObject({ code: 0, msg: 'cart_full' });
    expect((await rowsOf()).length).toBe(200);
  });

  it('bcadd and bcsub set the quantity (and insert a missing row)', async () => {
    await storage({ type: 'add', data: line(0, 2) });
    await storage({
      type: 'bcadd',
      goods_id: skus[0]!.goodsId,
      sku_id: skus[0]!.skuId,
      number: 3,
      sum: '0.00',
    });
    expect(await rowsOf()).toEqual([[skus[0]!.skuId, 3]]);
    await storage({ type: 'bcsub', goods_id: skus[0]!.goodsId, sku_id: skus[0]!.skuId, number: 1 });
    expect(await rowsOf()).toEqual([[skus[0]!.skuId, 1]]);
    await storage({ type: 'bcadd', goods_id: skus[1]!.goodsId, sku_id: skus[1]!.skuId, number: 4 });
    expect(await rowsOf()).toEqual([
      [skus[0]!.skuId, 1],
      [skus[1]!.skuId, 4],
    ]);
  });

  it('del deletes the rows named and only those', async () => {
    await synchro([line(0), line(1), line(2)]);
    await storage({
      type: 'del',
      data: [
        { goods_id: skus[0]!.goodsId, sku_id: skus[0]!.skuId },
        { goods_id: skus[2]!.goodsId, sku_id: skus[2]!.skuId },
      ],
    });
    expect(await rowsOf()).toEqual([[skus[1]!.skuId, 1]]);
  });

  it('empty deletes every row of the member only', async () => {
    const other = await newMember(t, `cartb${Date.now() % 100000}`);
    await synchro([line(0)], other.token);
    await synchro([line(0), line(1)]);
    await storage({ type: 'empty' });
    expect(await rowsOf()).toEqual([]);
    expect(await rowsOf(other.id)).toHaveLength(1);
  });

  it('follow moves rows to the favourites and answers how many favourites were new', async () => {
    await synchro([line(0), line(1), line(2)]);
    await call(t, catalogRoutes.follow, { id: skus[1]!.goodsId }, token); // already a favourite
    const [before] = await t.db
      .select({ likes: goods.likes })
      .from(goods)
      .where(eq(goods.id, skus[0]!.goodsId));
    const refs = [0, 1].map((i) => ({ goods_id: skus[i]!.goodsId, sku_id: skus[i]!.skuId }));
    const { body } = await storage({ type: 'follow', data: [...refs, refs[0]] });
    expect(body).toMatchObject({ code: 1, data: 1 });
    expect(await rowsOf()).toEqual([[skus[2]!.skuId, 1]]);
    const follows = await t.db.select().from(goodsFollows).where(eq(goodsFollows.userId, userId));
    expect(follows.map((row) => row.goodsId).sort()).toEqual(
      [skus[0]!.goodsId, skus[1]!.goodsId].sort(),
    );
    const [after] = await t.db
      .select({ likes: goods.likes })
      .from(goods)
      .where(eq(goods.id, skus[0]!.goodsId));
    expect(after!.likes).toBe(before!.likes + 1);
  });

  it('answers cart_type_invalid for an unknown type and changes nothing', async () => {
    await synchro([line(0)]);
    const { status, body } = await storage({ type: 'clear', data: [] });
    expect([status, body.code, body.msg]).toEqual([200, 0, 'cart_type_invalid']);
    expect(await rowsOf()).toHaveLength(1);
  });
});
