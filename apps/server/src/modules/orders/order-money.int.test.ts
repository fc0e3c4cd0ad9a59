import { couponRoutes, orderRoutes } from '@cloudmall/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponReceipts, coupons, orderItems, orders, shops } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  ensureAddress,
  payOrders,
  placeOrder,
  placePaidOrder,
  shipOrder,
  skuOfShop,
  stockOf,
  submitOrder,
  userIdOf,
} from '../../../test/order-helpers.ts';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { raceIt } from '../../../test/races.ts';
import { fund, reconciled, tokenOf } from '../../../test/wallet-helpers.ts';

const DAY = 86_400_000;
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
const orderRow = async (id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const itemsOf = (id: number) =>
  t.db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.id);
const couponNamed = async (name: string) =>
  (await t.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.name, name)))[0]!.id;
const receiptState = async (id: number) =>
  (
    await t.db
      .select({ state: couponReceipts.state })
      .from(couponReceipts)
      .where(eq(couponReceipts.id, id))
  )[0]!.state;

describe('submitting bad baskets changes nothing', () => {
  it('answers quantity_illegal for 0, -1, 1.5, above stock and 1e9; sku_not_found for a SKU of other goods or another shop', async () => {
    const a = await skuOfShop(t, 2, 3);
    const other = await skuOfShop(t, 3, 3);
    const stock = await stockOf(t, a.sku_id);
    for (const number of [0, -1, 1.5, stock + 1, 1e9]) {
      expect(
        (await submitOrder(t, demo, [{ goods_id: a.goods_id, sku_id: a.sku_id, number }])).body.msg,
        `quantity ${number}`,
      ).toBe('quantity_illegal');
    }
    expect(
      (await submitOrder(t, demo, [{ goods_id: other.goods_id, sku_id: a.sku_id, number: 1 }])).body
        .msg,
    ).toBe('sku_not_found');
    const wrongShop = await call(
      t,
      orderRoutes.addOrder,
      {
        order: {
          lists: [
            {
              shop_id: other.shop_id,
              products: [{ goods_id: a.goods_id, sku_id: a.sku_id, number: 1 }],
            },
          ],
        },
        idempotency_key: 'wrong-shop-1',
      },
      demo,
    );
    expect(wrongShop.body.msg).toBe('sku_not_found');
    expect(await stockOf(t, a.sku_id)).toBe(stock);
  });
});

describe('coupons at checkout', () => {
  it('a shop coupon is listed, taken off the order (spread exactly over the items) and given back on cancel', async () => {
    const claimed = await call(
      t,
      couponRoutes.receive,
      { id: await couponNamed('8 off 60') },
      demo,
    );
    expect(claimed.body.code).toBe(1);
    const receipt = claimed.body.data!.id;
    const a = await skuOfShop(t, 2, 20);
    const b = await skuOfShop(t, 2, 20, 1);
    const number = Math.max(1, Math.ceil(6000 / Number(a.priceMinor)));
    const lines = [
      { goods_id: a.goods_id, sku_id: a.sku_id, number },
      { goods_id: b.goods_id, sku_id: b.sku_id, number: 1 },
    ];
    const preview = await call(t, orderRoutes.preview, { data: lines }, demo);
    expect(preview.body.data!.orderData.lists[0]!.coupon.map((c) => c.id)).toContain(receipt);
    const [order] = await placeOrder(t, demo, lines, { coupons: { [a.shop_id]: receipt } });
    const row = await orderRow(order!.id);
    expect(row.discountMinor).toBe(800n);
    expect(row.priceMinor).toBe(row.goodsMinor + row.freightMinor - 800n);
    const items = await itemsOf(order!.id);
    expect(items.reduce((sum, item) => sum + item.actualMinor, 0n)).toBe(row.priceMinor);
    expect(items.reduce((sum, item) => sum + item.discountMinor, 0n)).toBe(800n);
    expect(await receiptState(receipt)).toBe(2);
    expect((await call(t, orderRoutes.cancel, { id: order!.id }, demo)).body.code).toBe(1);
    expect(await receiptState(receipt)).toBe(1);
  });

  raceIt(
    'a platform coupon: the shop is paid the order price plus the platform share at settlement, once',
    async () => {
      const claimed = await call(
        t,
        couponRoutes.receive,
        { id: await couponNamed('Cloudmall 20 off 100') },
        demo,
      );
      const receipt = claimed.body.data!.id;
      const a = await skuOfShop(t, 3, 30);
      const number = Math.max(1, Math.ceil(10000 / Number(a.priceMinor)));
      const [order] = await placePaidOrder(
        t,
        demo,
        [{ goods_id: a.goods_id, sku_id: a.sku_id, number }],
        { coupons: { [a.shop_id]: receipt } },
      );
      const row = await orderRow(order!.id);
      expect(row.platformDiscountMinor).toBe(2000n);
      const owner = (
        await t.db.select({ userId: shops.userId }).from(shops).where(eq(shops.id, a.shop_id))
      )[0]!.userId;
      expect(
        (await shipOrder(t, await tokenOf(t, 'shop3'), order!.id, { express_no: 'SF1' })).body.code,
      ).toBe(1);
      expect((await call(t, orderRoutes.confirm, { id: order!.id }, demo)).body.code).toBe(1);
      const before = await balanceMinor(owner);
      t.clock.advance(8 * DAY);
      const runs = await Promise.all([
        t.orders.jobs.runDue(),
        t.orders.jobs.runDue(),
        t.orders.jobs.runDue(),
      ]);
      const credited = (await balanceMinor(owner)) - before;
      console.log(
        `platform coupon settlement, 3 parallel job runs: settled ${runs.map((r) => r.settled).join('+')}, reviewed ${runs.map((r) => r.reviewed).join('+')}, shop credited ${credited} = price ${row.priceMinor} + platform ${row.platformDiscountMinor}`,
      );
      expect(credited).toBe(row.priceMinor + 2000n);
      expect((await orderRow(order!.id)).state).toBe(6);
      expect((await reconciled(t)).ok).toBe(true);
    },
  );
});

describe('the after-sale port', () => {
  raceIt(
    'completeRefund credits once per refund id, never above the price, and closes the order when all is refunded',
    async () => {
      const a = await skuOfShop(t, 5, 5);
      const b = await skuOfShop(t, 5, 5, 1);
      const [order] = await placePaidOrder(t, demo, [
        { goods_id: a.goods_id, sku_id: a.sku_id, number: 1 },
        { goods_id: b.goods_id, sku_id: b.sku_id, number: 2 },
      ]);
      const [first, second] = await itemsOf(order!.id);
      const before = await balanceMinor(demoId);
      const refund = (refundId: number, itemId: number, amountMinor: bigint) =>
        inTransaction(t.db, (trx) =>
          t.orders.afterSale.completeRefund(trx, {
            refundId,
            orderId: order!.id,
            itemId,
            userId: demoId,
            amountMinor,
          }),
        );
      const twice = await Promise.all([
        refund(900001, first!.id, first!.actualMinor),
        refund(900001, first!.id, first!.actualMinor),
      ]);
      expect(twice.filter((r) => !r.replayed)).toHaveLength(1);
      expect((await orderRow(order!.id)).state).toBe(2);
      await expect(refund(900002, second!.id, second!.actualMinor + 1n)).rejects.toMatchObject({
        key: 'refund_amount_exceeded',
      });
      expect((await refund(900003, second!.id, second!.actualMinor)).closed).toBe(true);
      const row = await orderRow(order!.id);
      console.log(
        `after-sale: refunded ${row.refundedMinor} of ${row.priceMinor}, buyer +${(await balanceMinor(demoId)) - before}, state ${row.state}`,
      );
      expect(row.refundedMinor).toBe(row.priceMinor);
      expect((await balanceMinor(demoId)) - before).toBe(row.priceMinor);
      expect(row.state).toBe(7);
      expect((await reconciled(t)).ok).toBe(true);
    },
  );

  raceIt(
    'closeAndRefund (failed group) closes, returns stock and refunds once; a waiting group order cannot ship',
    async () => {
      const a = await skuOfShop(t, 6, 5);
      const [order] = await placePaidOrder(t, demo, [
        { goods_id: a.goods_id, sku_id: a.sku_id, number: 2 },
      ]);
      await t.db.update(orders).set({ groupPending: true }).where(eq(orders.id, order!.id));
      const shipped = await shipOrder(t, await tokenOf(t, 'shop6'), order!.id, { express_no: '1' });
      expect(shipped.body.msg).toBe('order_state_invalid');
      const stock = await stockOf(t, a.sku_id);
      const before = await balanceMinor(demoId);
      const runs = await Promise.all(
        [1, 2].map(() =>
          inTransaction(t.db, (trx) =>
            t.orders.afterSale.closeAndRefund(trx, order!.id, 'group failed'),
          ),
        ),
      );
      expect(runs.filter(Boolean)).toHaveLength(1);
      expect(await stockOf(t, a.sku_id)).toBe(stock + 2);
      expect((await balanceMinor(demoId)) - before).toBe(BigInt(order!.price.replace('.', '')));
      expect((await orderRow(order!.id)).state).toBe(7);
      expect((await payOrders(t, demo, [order!.id])).body.msg).toBe('order_already_paid');
      expect((await reconciled(t)).ok).toBe(true);
    },
  );
});
