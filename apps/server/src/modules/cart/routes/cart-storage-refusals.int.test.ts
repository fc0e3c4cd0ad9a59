import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { raceIt } from '../../../../test/races.ts';
import { goods } from '../../../db/schema/index.ts';
import { line, rowsOf, skus, storage, t, useCartApp } from './cart-test-app.ts';

useCartApp();

describe('cart storage', () => {
  it.each([0, -1, 1.5, 1e9])(
    'refuses the illegal quantity %s (add, bcadd, bcsub) and changes nothing',
    async (number) => {
      await storage({ type: 'add', data: line(0, 2) });
      for (const input of [
        { type: 'add', data: line(0, number) },
        { type: 'add', data: line(1, number) },
        { type: 'bcadd', goods_id: skus[0]!.goodsId, sku_id: skus[0]!.skuId, number },
        { type: 'bcsub', goods_id: skus[0]!.goodsId, sku_id: skus[0]!.skuId, number },
      ]) {
        expect((await storage(input)).body).toMatchObject({ code: 0, msg: 'quantity_illegal' });
      }
      expect(await rowsOf()).toEqual([[skus[0]!.skuId, 2]]);
    },
  );

  it('refuses a quantity above the stock, also when an add would pass it', async () => {
    const stock = skus[0]!.stock;
    expect(
      (
        await storage({
          type: 'bcadd',
          goods_id: skus[0]!.goodsId,
          sku_id: skus[0]!.skuId,
          number: stock + 1,
        })
      ).body.msg,
    ).toBe('quantity_illegal');
    await storage({
      type: 'bcadd',
      goods_id: skus[0]!.goodsId,
      sku_id: skus[0]!.skuId,
      number: stock,
    });
    expect((await storage({ type: 'add', data: line(0, 1) })).body.msg).toBe('quantity_illegal');
    expect(await rowsOf()).toEqual([[skus[0]!.skuId, stock]]);
  });

  it('answers sku_not_found for an unknown SKU or a SKU of other goods, and changes nothing', async () => {
    expect(
      (await storage({ type: 'add', data: { ...line(0), sku_id: 999_999_999 } })).body.msg,
    ).toBe('sku_not_found');
    expect(
      (await storage({ type: 'add', data: { ...line(0), goods_id: skus[1]!.goodsId } })).body.msg,
    ).toBe('sku_not_found');
    expect(
      (
        await storage({
          type: 'bcadd',
          goods_id: skus[1]!.goodsId,
          sku_id: skus[0]!.skuId,
          number: 1,
        })
      ).body.msg,
    ).toBe('sku_not_found');
    expect(await rowsOf()).toEqual([]);
  });

  it('refuses adding goods that are off sale', async () => {
    await t.db.update(goods).set({ status: 'hidden' }).where(eq(goods.id, skus[3]!.goodsId));
    try {
      expect((await storage({ type: 'add', data: line(3) })).body.msg).toBe('goods_not_available');
      expect(await rowsOf()).toEqual([]);
    } finally {
      await t.db.update(goods).set({ status: 'normal' }).where(eq(goods.id, skus[3]!.goodsId));
    }
  });

  it('rejects a known type with a malformed payload as a validation failure', async () => {
    const { status, body } = await storage({ type: 'del', data: 'everything' });
    expect([status, body.code, body.msg]).toEqual([200, 0, 'validation_failed']);
  });

  raceIt('keeps every add when twenty arrive at once', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => storage({ type: 'add', data: line(7, 1) })),
    );
    expect(answers.every((answer) => answer.body.code === 1)).toBe(true);
    expect(await rowsOf()).toEqual([[skus[7]!.skuId, 20]]);
    console.log(`cart: 20 parallel adds of one SKU -> quantity 20 in ${Date.now() - started} ms`);
  });
});
