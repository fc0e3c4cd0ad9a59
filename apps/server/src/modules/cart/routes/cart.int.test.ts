import { cartRoutes } from '@cloudmall/contract/orders';
import { catalogRoutes } from '@cloudmall/contract/catalog';
import { and, asc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { raceIt } from '../../../../test/races.ts';
import { newMember, tokenOf } from '../../../../test/wallet-helpers.ts';
import { cartItems, goods, goodsFollows, goodsSkus } from '../../../db/schema/index.ts';

let t: TestApp;
let token: string;
let userId: number;
/** SKUs of distinct goods with a stock of at least 20: { skuId, goodsId, shopId, priceMinor }. */
let skus: { skuId: number; goodsId: number; shopId: number; stock: number; priceMinor: bigint }[];

beforeAll(async () => {
  t = await createTestApp({ catalog: true });
  const member = await newMember(t, `cart${Date.now() % 100000}`);
  token = member.token;
  userId = member.id;
  const rows = await t.db
    .select({
      skuId: goodsSkus.id,
      goodsId: goodsSkus.goodsId,
      shopId: goods.shopId,
      stock: goodsSkus.stock,
      priceMinor: goodsSkus.priceMinor,
    })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(and(gte(goodsSkus.stock, 20), eq(goods.status, 'normal')))
    .orderBy(asc(goodsSkus.id));
  const seen = new Set<number>();
  skus = rows.filter((row) => !seen.has(row.goodsId) && seen.add(row.goodsId)).slice(0, 8);
  expect(skus.length).toBe(8);
});
afterAll(async () => t.close());

const line = (index: number, number = 1) => ({
  goods_id: skus[index]!.goodsId,
  shop_id: skus[index]!.shopId,
  sku_id: skus[index]!.skuId,
  number,
});
const synchro = (cart: unknown, as = token) => call(t, cartRoutes.synchro, { cart } as never, as);
const storage = (input: Record<string, unknown>, as = token) =>
  call(t, cartRoutes.storage, input, as);
const rowsOf = async (user = userId) =>
  (
    await t.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, user))
      .orderBy(asc(cartItems.skuId))
  ).map((row) => [row.skuId, row.number]);

beforeEach(async () => {
  await t.db.delete(cartItems).where(eq(cartItems.userId, userId));
});

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
    const { status, body } = await synchro(Array.from({ length: 201 }, () => line(0)));
    expect(status).toBe(400);
    expect(body.msg).toBe('validation_failed');
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
    expect([status, body.msg]).toEqual([400, 'validation_failed']);
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
