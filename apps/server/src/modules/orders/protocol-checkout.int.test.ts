import { orderRoutes } from '@cloudmall/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { ensureAddress, skuOfShop, stockOf, userIdOf } from '../../../test/order-helpers.ts';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { raceIt } from '../../../test/races.ts';
import { fund, newMember, reconciled, tokenOf } from '../../../test/wallet-helpers.ts';

// The stock WanlShop v1.1.1 client's checkout and cashier (pages/user/order/addorder.vue,
// pages/user/money/pay.vue): the bodies it builds and the fields it reads. `code: null` (sent off
// mini-programs) and unknown fields are the route binder's to drop, so they are left out here.

let demo: string;
let demoId: number;
useTestApp({ catalog: true }, async () => {
  demo = await tokenOf(t, 'demo');
  demoId = await userIdOf(t, demo);
  await ensureAddress(t, demo);
  await fund(t, demoId, 100_000_000n);
});

const balanceMinor = async (userId: number) =>
  (await t.wallet.balances.figures(userId)).balanceMinor;
const ordersByKey = (key: string) =>
  t.db.select({ id: orders.id }).from(orders).where(eq(orders.checkoutKey, key));

/** addorder.vue `loadData`: the basket from the cart or the goods page, no address chosen yet. */
async function preview(
  token: string,
  lines: Array<{ goods_id: number; sku_id: number; number: number }>,
) {
  const { body } = await call(t, orderRoutes.preview, { data: lines }, token);
  if (body.code !== 1) throw new Error(`preview failed: ${body.msg}`);
  return body.data!;
}

/** addorder.vue `addOrder`: the lists rebuilt from what the preview answered, and its token. */
function submitBody(shown: Awaited<ReturnType<typeof preview>>) {
  return {
    order: {
      lists: shown.orderData.lists.map((shop) => ({
        shop_id: shop.shop_id,
        products: shop.products.map((goods) => ({
          goods_id: goods.id,
          number: goods.number,
          sku_id: goods.sku.id,
          freight_id: goods.freight_id,
        })),
        coupon_id: 0,
      })),
      address_id: shown.addressData!.id,
    },
    token: shown.token,
  };
}

/** pay.vue `wanlPay` with the balance: one order's id as a number, several as a list. */
const payBody = (orderId: number | number[], token: string) => ({
  order_type: 'goods',
  type: 'balance',
  method: 'balance',
  order_id: orderId,
  token,
});

describe("the client's confirm-order page", () => {
  it('answers a one-time token and every field the page reads', async () => {
    const a = await skuOfShop(t, 2, 5);
    const shown = await preview(demo, [{ goods_id: a.goods_id, sku_id: a.sku_id, number: 2 }]);
    expect(shown.token).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(shown.addressData).toMatchObject({ name: 'Test Buyer', city: 'Taipei' });
    const shop = shown.orderData.lists[0]!;
    expect(shop).toMatchObject({ shop_id: a.shop_id, number: 2, coupon: expect.any(Array) });
    expect(shop.freight_price_bak).toBe(shop.freight.price);
    const goods = shop.products[0]!;
    expect(goods).toMatchObject({ id: a.goods_id, number: 2, freight_id: 0 });
    expect(goods.sku).toMatchObject({ id: a.sku_id, price: goods.price });
    expect(Array.isArray(goods.sku.difference)).toBe(true);
    expect(shown.orderData.statis).toEqual({ allnum: 2, allsub: shop.sub_price });
  });
});

describe('submitting with the preview token', () => {
  it('places the orders once; a replay answers the same orders and pay token', async () => {
    const a = await skuOfShop(t, 2, 5);
    const stock = await stockOf(t, a.sku_id);
    const shown = await preview(demo, [{ goods_id: a.goods_id, sku_id: a.sku_id, number: 1 }]);
    const first = await call(t, orderRoutes.addOrder, submitBody(shown), demo);
    expect(first.body.code).toBe(1);
    const { list, token } = first.body.data!;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ order_id: list[0]!.id, type: 'goods', pay_no: '' });
    expect(list[0]!.price).toBe(shown.orderData.lists[0]!.sub_price);
    expect(token).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const replay = await call(t, orderRoutes.addOrder, submitBody(shown), demo);
    expect(replay.body.data).toEqual(first.body.data);
    expect(await ordersByKey(shown.token)).toHaveLength(1);
    expect(await stockOf(t, a.sku_id)).toBe(stock - 1);
  });

  it('refuses a token never issued, issued to another member, or past its 180 s, placing nothing', async () => {
    const a = await skuOfShop(t, 2, 5);
    const line = [{ goods_id: a.goods_id, sku_id: a.sku_id, number: 1 }];
    const stock = await stockOf(t, a.sku_id);
    const shown = await preview(demo, line);
    const forged = { ...submitBody(shown), token: 'never-issued-token-1' };
    expect((await call(t, orderRoutes.addOrder, forged, demo)).body.msg).toBe(
      'order_token_invalid',
    );
    const other = await newMember(t, 'tokenthief');
    await ensureAddress(t, other.token);
    const theirs = await preview(other.token, line);
    const stolen = { ...submitBody(shown), token: theirs.token };
    expect((await call(t, orderRoutes.addOrder, stolen, demo)).body.msg).toBe(
      'order_token_invalid',
    );
    t.clock.advance(181_000);
    expect((await call(t, orderRoutes.addOrder, submitBody(shown), demo)).body.msg).toBe(
      'order_token_invalid',
    );
    expect(await stockOf(t, a.sku_id)).toBe(stock);
    for (const key of [shown.token, theirs.token, forged.token])
      expect(await ordersByKey(key)).toHaveLength(0);
  });

  raceIt(
    'parallel submits with the same token place the orders once and take stock once',
    async () => {
      const a = await skuOfShop(t, 5, 5);
      const stock = await stockOf(t, a.sku_id);
      const shown = await preview(demo, [{ goods_id: a.goods_id, sku_id: a.sku_id, number: 2 }]);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => call(t, orderRoutes.addOrder, submitBody(shown), demo)),
      );
      expect(answers.every((answer) => answer.body.code === 1)).toBe(true);
      expect(new Set(answers.map((answer) => answer.body.data!.list[0]!.id)).size).toBe(1);
      expect(new Set(answers.map((answer) => answer.body.data!.token)).size).toBe(1);
      expect(await ordersByKey(shown.token)).toHaveLength(1);
      expect(await stockOf(t, a.sku_id)).toBe(stock - 2);
    },
  );

  it("keeps the web app's idempotency key working, answering a pay token too", async () => {
    const a = await skuOfShop(t, 2, 5);
    const shown = await preview(demo, [{ goods_id: a.goods_id, sku_id: a.sku_id, number: 1 }]);
    const { token: _token, ...body } = submitBody(shown);
    const input = { ...body, idempotency_key: 'web-app-checkout-1' };
    const first = await call(t, orderRoutes.addOrder, input, demo);
    expect(first.body.data!.token).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect((await call(t, orderRoutes.addOrder, input, demo)).body.data).toEqual(first.body.data);
    const unkeyed = await call(t, orderRoutes.addOrder, body, demo);
    expect(unkeyed.body.msg).toBe('validation_failed');
  });
});

/** Places one order with the client's flow; answers the pay row and the pay token. */
async function placed(shopIndex = 2) {
  const a = await skuOfShop(t, shopIndex, 5);
  const shown = await preview(demo, [{ goods_id: a.goods_id, sku_id: a.sku_id, number: 1 }]);
  const { body } = await call(t, orderRoutes.addOrder, submitBody(shown), demo);
  return { row: body.data!.list[0]!, token: body.data!.token };
}

describe("the client's cashier", () => {
  it('pays one order (order_id a number) with the submit answer token once; a replay pays nothing more', async () => {
    const { row, token } = await placed();
    const before = await balanceMinor(demoId);
    const first = await call(t, orderRoutes.payment, payBody(row.order_id, token), demo);
    expect(first.body.code).toBe(1);
    const replay = await call(t, orderRoutes.payment, payBody(row.order_id, token), demo);
    expect(replay.body.data!.pay_no).toBe(first.body.data!.pay_no);
    expect(before - (await balanceMinor(demoId))).toBe(BigInt(row.price.replace('.', '')));
    const info = await call(t, orderRoutes.info, { id: row.order_id }, demo);
    expect(info.body.data!.state).toBe(2);
  });

  it('getPay answers what pay.vue reads and a fresh token; that token pays once and only those orders', async () => {
    const { row } = await placed();
    const other = await placed();
    const cashier = await call(
      t,
      orderRoutes.getPay,
      { order_id: row.order_id, order_type: 'goods' },
      demo,
    );
    const shown = cashier.body.data!;
    expect(shown).toMatchObject({
      order_id: row.order_id,
      order_no: row.order_no,
      pay_no: '',
      price: row.price,
      order_type: 'goods',
    });
    const before = await balanceMinor(demoId);
    expect(
      (await call(t, orderRoutes.payment, payBody(row.order_id, shown.token), demo)).body.code,
    ).toBe(1);
    const reused = await call(
      t,
      orderRoutes.payment,
      payBody(other.row.order_id, shown.token),
      demo,
    );
    expect(reused.body.msg).toBe('idempotency_key_reused');
    expect(before - (await balanceMinor(demoId))).toBe(BigInt(row.price.replace('.', '')));
  });

  it("refuses another member's pay token and a token never issued, paying nothing", async () => {
    const { row } = await placed();
    const other = await newMember(t, 'paythief');
    await ensureAddress(t, other.token);
    await fund(t, other.id, 10_000_00n);
    const a = await skuOfShop(t, 2, 5);
    const shown = await preview(other.token, [
      { goods_id: a.goods_id, sku_id: a.sku_id, number: 1 },
    ]);
    const theirs = (await call(t, orderRoutes.addOrder, submitBody(shown), other.token)).body.data!;
    const before = await balanceMinor(demoId);
    for (const token of [theirs.token, 'never-issued-pay-1'])
      expect(
        (await call(t, orderRoutes.payment, payBody(row.order_id, token), demo)).body.msg,
      ).toBe('order_token_invalid');
    expect(await balanceMinor(demoId)).toBe(before);
  });

  raceIt('parallel payments with the same token pay once, and the ledger reconciles', async () => {
    const first = await placed(3);
    const second = await placed(4);
    const ids = [first.row.order_id, second.row.order_id];
    const cashier = (await call(t, orderRoutes.getPay, { order_id: ids }, demo)).body.data!;
    expect(cashier.order_id).toEqual([...ids].sort((x, y) => x - y));
    const before = await balanceMinor(demoId);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(t, orderRoutes.payment, payBody(ids, cashier.token), demo),
      ),
    );
    const payNos = new Set(answers.map((answer) => answer.body.data?.pay_no ?? answer.body.msg));
    expect(payNos.size).toBe(1);
    expect(answers.every((answer) => answer.body.code === 1)).toBe(true);
    expect(before - (await balanceMinor(demoId))).toBe(BigInt(cashier.price.replace('.', '')));
    expect((await reconciled(t)).ok).toBe(true);
  });
});
