import { catalogRoutes } from '@cloudmall/contract/catalog';
import { merchantGoodsRoutes } from '@cloudmall/contract/merchant';
import { cartRoutes } from '@cloudmall/contract/orders';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, categories } from '../../../db/schema/index.ts';
import { ensureAddress, placePaidOrder, userIdOf } from '../../../../test/order-helpers.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { call } from '../../../../test/test-app.ts';
import { fund, reconciled, tokenOf } from '../../../../test/wallet-helpers.ts';

let merchant: string;
let rival: string;
let buyer: string;
let categoryId: number;
useTestApp({ catalog: true }, async () => {
  merchant = await tokenOf(t, 'merchant');
  rival = await tokenOf(t, 'shop2');
  buyer = await tokenOf(t, 'demo');
  await ensureAddress(t, buyer);
  await fund(t, await userIdOf(t, buyer), 10_000_000n);
  categoryId = (await t.db.select({ id: categories.id }).from(categories).limit(1))[0]!.id;
});

const twoColours = () => ({
  title: 'Console test mug',
  category_id: categoryId,
  images: ['/uploads/demo/mug.webp'],
  content: '<p>A <b>mug</b><script>alert(1)</script></p>',
  specs: [{ name: 'Colour', items: ['Red', 'Blue'] }],
  skus: [
    { difference: ['Red'], price: '12.50', market_price: '15.00', stock: 5, code: 'MUG-R' },
    { difference: ['Blue'], price: '11.00', market_price: '14.00', stock: 3, code: 'MUG-B' },
  ],
});

async function created(token = merchant, input = twoColours()): Promise<number> {
  const { body } = await call(t, merchantGoodsRoutes.goodsSave, input, token);
  expect(body.code, body.msg).toBe(1);
  return body.data!.id;
}

describe('a merchant creates goods with specs and SKUs, and members buy it like seeded goods', () => {
  it('a created goods waits off sale; once on sale a member sees it, carts it and pays for it', async () => {
    const id = await created();
    const listed = await call(
      t,
      merchantGoodsRoutes.goodsList,
      { status: 'hidden', q: 'mug' },
      merchant,
    );
    expect(listed.body.data!.data.map((g) => g.id)).toContain(id);
    expect(listed.body.data!.data[0]).toMatchObject({ price: '11.00', stock: 8, sku_count: 2 });
    expect((await call(t, catalogRoutes.goods, { id }, buyer)).body.msg).toBe(
      'goods_not_available',
    );

    const put = await call(t, merchantGoodsRoutes.goodsStatus, { id, status: 'normal' }, merchant);
    expect(put.body.data).toBe(true);
    const detail = (await call(t, catalogRoutes.goods, { id }, buyer)).body.data!;
    expect(detail.title).toBe('Console test mug');
    expect(detail.content).not.toContain('script');
    expect(detail.spu).toEqual([
      { id: expect.any(Number), name: 'Colour', item: [{ name: 'Red' }, { name: 'Blue' }] },
    ]);
    expect(detail.sku.map((s) => [s.difference, s.price, s.stock])).toEqual([
      [['Red'], '12.50', 5],
      [['Blue'], '11.00', 3],
    ]);

    const blue = detail.sku[1]!;
    const shopId = detail.shop_card.id;
    const added = await call(
      t,
      cartRoutes.storage,
      { type: 'add', data: { goods_id: id, shop_id: shopId, sku_id: blue.id, number: 2 } },
      buyer,
    );
    expect(added.body.code).toBe(1);
    const cart = (await call(t, cartRoutes.synchro, { cart: null }, buyer)).body.data!;
    expect(cart.find((row) => row.sku_id === blue.id)?.number).toBe(2);
    const [order] = await placePaidOrder(t, buyer, [{ goods_id: id, sku_id: blue.id, number: 2 }]);
    expect(order!.id).toBeGreaterThan(0);
    const after = (await call(t, merchantGoodsRoutes.goodsDetail, { id }, merchant)).body.data!;
    expect(after.skus.find((s) => s.id === blue.id)).toMatchObject({ stock: 1 });
    await reconciled(t);
  });

  it('an edit keeps the SKUs of combinations that stay and takes dropped ones off offer', async () => {
    const id = await created();
    const before = (await call(t, merchantGoodsRoutes.goodsDetail, { id }, merchant)).body.data!;
    const red = before.skus.find((s) => s.difference[0] === 'Red')!;
    const edit = {
      ...twoColours(),
      id,
      title: 'Console test mug, new',
      specs: [{ name: 'Colour', items: ['Red', 'Green'] }],
      skus: [
        { difference: ['Red'], price: '13.00', market_price: '15.00', stock: 9, code: 'MUG-R' },
        { difference: ['Green'], price: '10.00', market_price: '12.00', stock: 4, code: '' },
      ],
    };
    expect((await call(t, merchantGoodsRoutes.goodsSave, edit, merchant)).body.data).toEqual({
      id,
    });
    const after = (await call(t, merchantGoodsRoutes.goodsDetail, { id }, merchant)).body.data!;
    expect(after.skus.map((s) => [s.difference[0], s.price, s.stock])).toEqual([
      ['Red', '13.00', 9],
      ['Green', '10.00', 4],
    ]);
    expect(after.skus[0]!.id).toBe(red.id);
    await call(t, merchantGoodsRoutes.goodsStatus, { id, status: 'normal' }, merchant);
    const shown = (await call(t, catalogRoutes.goods, { id }, buyer)).body.data!;
    expect(shown.sku.map((s) => s.difference[0])).toEqual(['Red', 'Green']);
    expect(shown.price).toBe('10.00');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `goods:${id}`)));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'goods.create',
      'goods.status',
      'goods.update',
    ]);
    const update = audits.find((a) => a.action === 'goods.update')! as unknown as {
      before: { title: string };
      after: { title: string };
    };
    expect([update.before.title, update.after.title]).toEqual([
      'Console test mug',
      'Console test mug, new',
    ]);
  });
});

describe('SKUs cover every spec combination exactly once', () => {
  const refused = async (change: Record<string, unknown>) => {
    const { body } = await call(
      t,
      merchantGoodsRoutes.goodsSave,
      { ...twoColours(), ...change } as never,
      merchant,
    );
    return body.msg;
  };
  it('a missing combination, a duplicate, an unknown value, a spec twice, a zero price and no image are refused', async () => {
    const [red, blue] = twoColours().skus;
    expect(await refused({ skus: [red] })).toBe('validation_failed');
    expect(await refused({ skus: [red, red] })).toBe('validation_failed');
    expect(await refused({ skus: [red, { ...blue!, difference: ['Green'] }] })).toBe(
      'validation_failed',
    );
    expect(
      await refused({
        specs: [
          { name: 'Colour', items: ['Red'] },
          { name: 'Colour', items: ['Big'] },
        ],
        skus: [{ ...red!, difference: ['Red', 'Big'] }],
      }),
    ).toBe('validation_failed');
    expect(await refused({ skus: [{ ...red!, price: '0' }, blue] })).toBe('validation_failed');
    expect(await refused({ images: [] })).toBe('validation_failed');
    expect(await refused({ images: ['https://evil.example/x.png'] })).toBe('validation_failed');
  });

  it('goods without specs has exactly one SKU of no values; an unknown category is not found', async () => {
    const plain = {
      ...twoColours(),
      specs: [],
      skus: [{ ...twoColours().skus[0]!, difference: [] }],
    };
    expect((await call(t, merchantGoodsRoutes.goodsSave, plain, merchant)).body.code).toBe(1);
    expect(await refused({ ...plain, category_id: 999_999 })).toBe('not_found');
  });
});

describe('a merchant only ever sees and changes its own shop’s goods', () => {
  it('another shop’s merchant gets not_found for detail, edit and status; a plain member has no shop', async () => {
    const id = await created();
    expect((await call(t, merchantGoodsRoutes.goodsDetail, { id }, rival)).body.msg).toBe(
      'not_found',
    );
    expect(
      (await call(t, merchantGoodsRoutes.goodsSave, { ...twoColours(), id }, rival)).body.msg,
    ).toBe('not_found');
    expect(
      (await call(t, merchantGoodsRoutes.goodsStatus, { id, status: 'normal' }, rival)).body.msg,
    ).toBe('not_found');
    const rivalList = (await call(t, merchantGoodsRoutes.goodsList, {}, rival)).body.data!;
    expect(rivalList.data.map((g) => g.id)).not.toContain(id);
    expect((await call(t, merchantGoodsRoutes.goodsList, {}, buyer)).body.msg).toBe('forbidden');
    const mine = (await call(t, merchantGoodsRoutes.goodsDetail, { id }, merchant)).body.data!;
    expect(mine.status).toBe('hidden');
  });
});
