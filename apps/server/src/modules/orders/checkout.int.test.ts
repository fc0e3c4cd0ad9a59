import { orderRoutes } from '@cloudmall/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goods, orders } from '../../db/schema/index.ts';
import {
  placeOrder,
  payOrders,
  setStock,
  skuOfShop,
  stockOf,
  submitOrder,
  ensureAddress,
} from '../../../test/order-helpers.ts';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { raceIt } from '../../../test/races.ts';
import {
  balanceOf,
  fund,
  key,
  newMember,
  reconciled,
  tokenOf,
} from '../../../test/wallet-helpers.ts';

let demo: string;
useTestApp({ catalog: true }, async () => {
  demo = await tokenOf(t, 'demo');
});

describe('checkout preview', () => {
  it('groups the basket per shop with freight by the shop rule and totals', async () => {
    const a = await skuOfShop(t, 1, 5);
    const b = await skuOfShop(t, 6, 5); // goods that ship, "Home delivery": 10.00 + 2.00 a piece
    await ensureAddress(t, demo);
    const { body } = await call(
      t,
      orderRoutes.preview,
      {
        data: [
          { ...a, number: 2 },
          { ...b, number: 3 },
        ].map(({ goods_id, sku_id, number }) => ({ goods_id, sku_id, number })),
      },
      demo,
    );
    expect(body.code).toBe(1);
    const [one, two] = body.data!.orderData.lists;
    expect(one!.freight.price).toBe('0.00');
    expect(two!.freight.price).toBe('14.00'); // 10.00 first piece + 2 × 2.00
    expect(two!.order_price).toBe(
      ((b.priceMinor * 3n) / 100n).toString() +
        '.' +
        String((b.priceMinor * 3n) % 100n).padStart(2, '0'),
    );
    expect(body.data!.orderData.statis.allnum).toBe(5);
    expect(body.data!.addressData).not.toBeNull();
  });

  it('virtual goods that do not ship carry no freight, in the preview and in the placed order', async () => {
    const phone = await skuOfShop(t, 2, 5); // a cloud phone of a shop whose rule charges 8.00 + 2.00
    const [row] = await t.db.select().from(goods).where(eq(goods.id, phone.goods_id));
    expect(row!.ships).toBe(false);
    const line = { goods_id: phone.goods_id, sku_id: phone.sku_id, number: 3 };
    const { token } = await newMember(t, `vg${Date.now() % 1e6}`);
    await ensureAddress(t, token);
    const { body } = await call(t, orderRoutes.preview, { data: [line] }, token);
    const [shop] = body.data!.orderData.lists;
    expect(shop!.freight.price).toBe('0.00');
    expect(shop!.products[0]!.ships).toBe(false);
    expect(shop!.sub_price).toBe(shop!.order_price);
    const placed = await submitOrder(t, token, [line]);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.body.data!.list[0]!.id));
    expect(order!.freightMinor).toBe(0n);
    expect(order!.priceMinor).toBe(order!.goodsMinor);
    await t.db.update(goods).set({ ships: true }).where(eq(goods.id, phone.goods_id));
    const shipped = await call(t, orderRoutes.preview, { data: [line] }, token);
    expect(shipped.body.data!.orderData.lists[0]!.freight.price).toBe('12.00');
    await t.db.update(goods).set({ ships: false }).where(eq(goods.id, phone.goods_id));
  });

  it('refuses illegal quantities, unknown or mismatched SKUs and the own shop', async () => {
    const a = await skuOfShop(t, 2, 2);
    const other = await skuOfShop(t, 3, 1);
    const preview = (lines: unknown[], token = demo) =>
      call(t, orderRoutes.preview, { data: lines }, token);
    for (const number of [0, -1, 1.5, a.stock + 1, 1e9]) {
      expect(
        (await preview([{ goods_id: a.goods_id, sku_id: a.sku_id, number }])).body.msg,
        `quantity ${number}`,
      ).toBe('quantity_illegal');
    }
    expect(
      (await preview([{ goods_id: other.goods_id, sku_id: a.sku_id, number: 1 }])).body.msg,
    ).toBe('sku_not_found');
    expect(
      (await preview([{ goods_id: a.goods_id, sku_id: 99_999_999, number: 1 }])).body.msg,
    ).toBe('sku_not_found');
    const merchant = await tokenOf(t, 'merchant');
    const own = await skuOfShop(t, 1, 1);
    expect(
      (await preview([{ goods_id: own.goods_id, sku_id: own.sku_id, number: 1 }], merchant)).body
        .msg,
    ).toBe('own_shop_purchase');
    const hidden = await skuOfShop(t, 8, 1);
    await t.db.update(goods).set({ status: 'hidden' }).where(eq(goods.id, hidden.goods_id));
    expect(
      (await preview([{ goods_id: hidden.goods_id, sku_id: hidden.sku_id, number: 1 }])).body.msg,
    ).toBe('goods_not_available');
    await t.db.update(goods).set({ status: 'normal' }).where(eq(goods.id, hidden.goods_id));
    expect((await call(t, orderRoutes.balance, {}, demo)).body.data).toMatch(/^\d+\.\d{2}$/);
    const empty = await skuOfShop(t, 4, 1);
    await setStock(t, empty.sku_id, 0);
    expect(
      (await preview([{ goods_id: empty.goods_id, sku_id: empty.sku_id, number: 1 }])).body.msg,
    ).toBe('out_of_stock');
  });
});

describe('placing orders', () => {
  raceIt(
    'places one order per shop, reserves stock and answers the orders; 10 identical submissions make one set',
    async () => {
      const a = await skuOfShop(t, 2, 5, 1);
      const b = await skuOfShop(t, 3, 5, 1);
      const before = [await stockOf(t, a.sku_id), await stockOf(t, b.sku_id)];
      const idempotency_key = key();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          submitOrder(
            t,
            demo,
            [
              { ...a, number: 2 },
              { ...b, number: 1 },
            ].map(({ goods_id, sku_id, number }) => ({ goods_id, sku_id, number })),
            { idempotency_key },
          ),
        ),
      );
      const ok = answers.filter((r) => r.body.code === 1);
      const ids = new Set(ok.flatMap((r) => r.body.data!.list.map((o) => o.id)));
      console.log(
        `10 identical checkout submissions: ${ok.length} answered ok, ${answers.length - ok.length} other (${[...new Set(answers.map((r) => r.body.msg))].join(', ')}), ${ids.size} distinct orders`,
      );
      expect(ids.size).toBe(2);
      expect(answers.every((r) => r.status < 500)).toBe(true);
      expect([await stockOf(t, a.sku_id), await stockOf(t, b.sku_id)]).toEqual([
        before[0]! - 2,
        before[1]! - 1,
      ]);
    },
  );

  it('refuses an address of another member and a missing address, changing nothing', async () => {
    const a = await skuOfShop(t, 2, 5);
    const before = await stockOf(t, a.sku_id);
    const demo2 = await tokenOf(t, 'demo2');
    const foreign = await ensureAddress(t, demo2);
    const line = [{ goods_id: a.goods_id, sku_id: a.sku_id, number: 1 }];
    expect((await submitOrder(t, demo, line, { address_id: foreign })).body.msg).toBe(
      'address_not_found',
    );
    const fresh = await newMember(t, 'noaddress');
    const { body } = await call(
      t,
      orderRoutes.addOrder,
      { order: { lists: [{ shop_id: a.shop_id, products: line }] }, idempotency_key: key() },
      fresh.token,
    );
    expect(body.msg).toBe('address_required');
    expect(await stockOf(t, a.sku_id)).toBe(before);
  });

  raceIt('100 parallel buyers for the last unit: exactly one order', async () => {
    const last = await skuOfShop(t, 5, 1, 2);
    await setStock(t, last.sku_id, 1);
    const buyers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => newMember(t, `last${i}`)),
    );
    await Promise.all(buyers.map((b) => ensureAddress(t, b.token)));
    const started = Date.now();
    const answers = await Promise.all(
      buyers.map((b) =>
        submitOrder(t, b.token, [{ goods_id: last.goods_id, sku_id: last.sku_id, number: 1 }]),
      ),
    );
    const ok = answers.filter((r) => r.body.code === 1).length;
    const outOfStock = answers.filter((r) => r.body.msg === 'out_of_stock').length;
    const serverErrors = answers.filter((r) => r.status >= 500).length;
    console.log(
      `100 parallel buyers for the last unit: ${ok} order, ${outOfStock} out_of_stock, ${serverErrors} 5xx, stock ${await stockOf(t, last.sku_id)}, ${Date.now() - started} ms`,
    );
    expect([ok, outOfStock, serverErrors, await stockOf(t, last.sku_id)]).toEqual([1, 99, 0, 0]);
  });
});

describe('balance payment', () => {
  raceIt(
    '20 parallel pays of one order make one debit, with the same key and with different keys',
    async () => {
      const a = await skuOfShop(t, 6, 10);
      for (const sameKey of [true, false]) {
        const [order] = await placeOrder(t, demo, [
          { goods_id: a.goods_id, sku_id: a.sku_id, number: 1 },
        ]);
        const before = await balanceOf(t, demo);
        const shared = key();
        const answers = await Promise.all(
          Array.from({ length: 20 }, () =>
            payOrders(t, demo, [order!.id], sameKey ? shared : key()),
          ),
        );
        const ok = answers.filter((r) => r.body.code === 1).length;
        const after = await balanceOf(t, demo);
        console.log(
          `20 parallel pays (${sameKey ? 'same key' : 'different keys'}): ${ok} ok, others ${[...new Set(answers.filter((r) => r.body.code !== 1).map((r) => r.body.msg))].join(',') || '-'}, 5xx ${answers.filter((r) => r.status >= 500).length}, balance ${before} → ${after}`,
        );
        expect(answers.every((r) => r.status < 500)).toBe(true);
        expect(ok).toBe(sameKey ? 20 : 1);
        expect(Number(before) - Number(after)).toBeCloseTo(Number(order!.price), 2);
      }
      expect((await reconciled(t)).ok).toBe(true);
    },
  );

  it('insufficient balance changes nothing', async () => {
    const poor = await newMember(t, 'poorbuyer');
    await fund(t, poor.id, 100n);
    const a = await skuOfShop(t, 7, 3);
    const [order] = await placeOrder(t, poor.token, [
      { goods_id: a.goods_id, sku_id: a.sku_id, number: 1 },
    ]);
    const { body } = await payOrders(t, poor.token, [order!.id]);
    expect(body.msg).toBe('insufficient_balance');
    expect(await balanceOf(t, poor.token)).toBe('1.00');
    const pay = await call(t, orderRoutes.getPay, { order_id: [order!.id] }, poor.token);
    expect(pay.body.data!.list[0]!.order_id).toBe(order!.id);
    expect((await call(t, orderRoutes.getPay, { order_id: order!.id }, demo)).body.msg).toBe(
      'order_not_found',
    );
    expect((await payOrders(t, demo, [order!.id])).body.msg).toBe('order_already_paid');
    expect((await reconciled(t)).ok).toBe(true);
  });
});
