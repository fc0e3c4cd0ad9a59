import { catalogRoutes } from '@cloudmall/contract/catalog';
import { merchantGoodsRoutes } from '@cloudmall/contract/merchant';
import { eq } from 'drizzle-orm';
import { goods } from '../../../db/schema/catalog.schema.ts';
import { describe, expect, it } from 'vitest';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { call } from '../../../../test/test-app.ts';
import { tokenOf } from '../../../../test/wallet-helpers.ts';

useTestApp({ catalog: true });

const searchIds = async (search: string) =>
  (await call(t, catalogRoutes.goodsList, { search, list_rows: 100 })).body.data!.data.map(
    (g) => g.id,
  );

describe('keyword search', () => {
  it('finds a goods by a word of its title in English and by a piece of its Chinese title', async () => {
    const onSale = await t.db
      .select({ id: goods.id, title: goods.title, translations: goods.translations })
      .from(goods)
      .where(eq(goods.status, 'normal'))
      .orderBy(goods.id);
    const found = onSale.find((g) => g.translations['zh-Hant']?.title);
    const item = { id: found!.id, title: found!.title, zh: found!.translations['zh-Hant']!.title! };
    const english = item.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
    const id = item.id;
    expect(await searchIds(english)).toContain(id);
    expect(await searchIds(english.toUpperCase())).toContain(id);
    expect(await searchIds(item.zh.slice(0, 3))).toContain(id);
    expect(await searchIds('no goods is called this')).toEqual([]);
  });
});

describe('public catalog answers are cached, never stale after an edit', () => {
  it('shows a changed price at once and never a goods taken off sale, in the detail and the lists', async () => {
    const merchant = await tokenOf(t, 'merchant');
    const listed = await call(t, merchantGoodsRoutes.goodsList, { status: 'normal' }, merchant);
    const id = listed.body.data!.data[0]!.id;
    const edited = (await call(t, merchantGoodsRoutes.goodsDetail, { id }, merchant)).body.data!;
    const shopList = { shop_id: (await call(t, catalogRoutes.goods, { id })).body.data!.shop_id };
    const inList = async () =>
      (
        await call(t, catalogRoutes.goodsList, { ...shopList, list_rows: 100 })
      ).body.data!.data.find((g) => g.id === id);
    expect(await inList()).toBeDefined();

    const saved = await call(
      t,
      merchantGoodsRoutes.goodsSave,
      {
        id,
        title: edited.title,
        category_id: edited.category_id,
        images: edited.images,
        content: edited.content,
        specs: edited.specs,
        skus: edited.skus.map((s) => ({
          difference: s.difference,
          price: '4321.00',
          market_price: '5000.00',
          stock: s.stock,
          code: s.code,
        })),
      },
      merchant,
    );
    expect(saved.body.code, saved.body.msg).toBe(1);
    expect((await call(t, catalogRoutes.goods, { id })).body.data!.price).toBe('4321.00');
    expect((await inList())?.price).toBe('4321.00');

    await call(t, merchantGoodsRoutes.goodsStatus, { id, status: 'hidden' }, merchant);
    expect((await call(t, catalogRoutes.goods, { id })).body.msg).toBe('goods_not_available');
    expect(await inList()).toBeUndefined();
  });

  it('keeps the favourite flag per member on a cached detail', async () => {
    const demo = await tokenOf(t, 'demo');
    const demo2 = await tokenOf(t, 'demo2');
    const id = (await call(t, catalogRoutes.goodsList, {})).body.data!.data[0]!.id;
    await call(t, catalogRoutes.goods, { id });
    const before = (await call(t, catalogRoutes.goods, { id }, demo)).body.data!.follow;
    await call(t, catalogRoutes.follow, { id }, demo);
    expect((await call(t, catalogRoutes.goods, { id }, demo)).body.data!.follow).toBe(!before);
    expect((await call(t, catalogRoutes.goods, { id }, demo2)).body.data!.follow).toBe(false);
    expect((await call(t, catalogRoutes.goods, { id })).body.data!.follow).toBe(false);
  });
});
