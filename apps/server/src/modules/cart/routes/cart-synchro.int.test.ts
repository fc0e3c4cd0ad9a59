import { cartRoutes } from '@cloudmall/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { tokenOf } from '../../../../test/wallet-helpers.ts';
import { cartItems, goods, goodsSkus } from '../../../db/schema/index.ts';
import { line, rowsOf, skus, synchro, t, useCartApp, userId } from './cart-test-app.ts';

useCartApp();

describe('cart synchro', () => {
  it('needs a member', async () => {
    expect((await call(t, cartRoutes.synchro, { cart: null })).status).toBe(401);
  });

  it('merges local lines whose SKU is not in the server cart and keeps the server quantity of the others', async () => {
    await synchro([line(0, 2)]);
    const { body } = await synchro([line(0, 5), line(1, 3)]);
    expect(body.code).toBe(1);
    expect(body.data!.map((row) => [row.sku_id, row.number])).toEqual([
      [skus[0]!.skuId, 2],
      [skus[1]!.skuId, 3],
    ]);
    const row = body.data![1]!;
    expect(row).toMatchObject({
      goods_id: skus[1]!.goodsId,
      shop_id: skus[1]!.shopId,
      checked: false,
      sku: { id: skus[1]!.skuId, stock: skus[1]!.stock },
    });
    expect(row.shop_name).not.toBe('');
    expect(row.sum).toBe(
      ((skus[1]!.priceMinor * 3n) / 100n).toString() +
        '.' +
        ((skus[1]!.priceMinor * 3n) % 100n).toString().padStart(2, '0'),
    );
  });

  it('answers the server cart for a null or empty local cart', async () => {
    await synchro([line(2)]);
    expect((await synchro(null)).body.data!.map((row) => row.sku_id)).toEqual([skus[2]!.skuId]);
    expect((await synchro([])).body.data).toHaveLength(1);
  });

  it('ignores unknown SKUs and a SKU not of the goods named, and clamps quantities to [1, stock]', async () => {
    const { body } = await synchro([
      { ...line(0), sku_id: 999_999_999 },
      { ...line(1), goods_id: skus[2]!.goodsId },
      line(3, 0),
      line(4, 1e9),
      line(5, -3),
      line(6, 2.7),
    ]);
    expect(body.code).toBe(1);
    expect(body.data!.map((row) => [row.sku_id, row.number])).toEqual([
      [skus[3]!.skuId, 1],
      [skus[4]!.skuId, skus[4]!.stock],
      [skus[5]!.skuId, 1],
      [skus[6]!.skuId, 2],
    ]);
  });

  it('refuses more than 200 lines at once', async () => {
    const before = await rowsOf();
    const { status, body } = await synchro(Array.from({ length: 201 }, () => line(0)));
    expect([status, body.code]).toEqual([200, 0]);
    expect(body.msg).toBe('validation_failed');
    expect(await rowsOf()).toEqual(before);
  });

  it('skips SKUs with no stock or off sale, and prices rows from the SKU now', async () => {
    await synchro([line(0), line(1), line(2)]);
    await t.db.update(goodsSkus).set({ stock: 0 }).where(eq(goodsSkus.id, skus[0]!.skuId));
    await t.db.update(goods).set({ status: 'hidden' }).where(eq(goods.id, skus[1]!.goodsId));
    await t.db.update(goodsSkus).set({ priceMinor: 1234n }).where(eq(goodsSkus.id, skus[2]!.skuId));
    try {
      const { body } = await synchro(null);
      expect(body.data!.map((row) => [row.sku_id, row.sku.price, row.sum])).toEqual([
        [skus[2]!.skuId, '12.34', '12.34'],
      ]);
      expect(await rowsOf()).toHaveLength(3); // hidden, not deleted
      // a local line of an out-of-stock SKU is not merged either
      await t.db.delete(cartItems).where(eq(cartItems.userId, userId));
      expect((await synchro([line(0)])).body.data).toEqual([]);
      expect(await rowsOf()).toEqual([]);
    } finally {
      await t.db
        .update(goodsSkus)
        .set({ stock: skus[0]!.stock })
        .where(eq(goodsSkus.id, skus[0]!.skuId));
      await t.db.update(goods).set({ status: 'normal' }).where(eq(goods.id, skus[1]!.goodsId));
      await t.db
        .update(goodsSkus)
        .set({ priceMinor: skus[2]!.priceMinor })
        .where(eq(goodsSkus.id, skus[2]!.skuId));
    }
  });

  it('keeps one member’s cart apart from another’s', async () => {
    await synchro([line(0)]);
    const other = await tokenOf(t, 'demo2');
    expect(
      (await synchro(null, other)).body.data!.some((row) => row.sku_id === skus[0]!.skuId),
    ).toBe(false);
  });
});
