import { formatMinor } from '@cloudmall/contract';
import { couponRoutes, orderRoutes } from '@cloudmall/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponReceipts, coupons, orders } from '../../db/schema/index.ts';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { raceIt } from '../../../test/races.ts';
import { ensureAddress, payOrders, skuOfShop, submitOrder } from '../../../test/order-helpers.ts';
import { balanceOf, fund, newMember, reconciled } from '../../../test/wallet-helpers.ts';

useTestApp({ catalog: true }, undefined, 60_000);

async function claimNew(
  token: string,
  values: Partial<typeof coupons.$inferInsert>,
): Promise<number> {
  const [row] = await t.db
    .insert(coupons)
    .values({
      type: 'reduction',
      name: 'checkout test',
      preType: 'appoint',
      validityDays: 7,
      drawLimit: 0,
      ...values,
    })
    .returning();
  const { body } = await call(t, couponRoutes.receive, { id: row!.id }, token);
  if (!body.data) throw new Error(body.msg);
  return body.data.id;
}

const receiptState = async (id: number) =>
  (await t.db.select().from(couponReceipts).where(eq(couponReceipts.id, id)))[0]!;

describe('coupons at checkout through the orders routes', () => {
  it('a shop discount coupon gives the exact discount and price; cancelling the unpaid order gives the coupon back', async () => {
    const { token } = await newMember(t, `cc${Date.now() % 1e6}`);
    await ensureAddress(t, token);
    const sku = await skuOfShop(t, 1);
    const line = { goods_id: sku.goods_id, sku_id: sku.sku_id, number: 3 };
    const receiptId = await claimNew(token, {
      shopId: sku.shop_id,
      type: 'discount',
      discountTenths: 85,
    });

    const preview = (await call(t, orderRoutes.preview, { data: [line] }, token)).body.data!;
    const shop = preview.orderData.lists[0]!;
    const goodsMinor = sku.priceMinor * 3n;
    const freightMinor = BigInt(shop.freight.price.replace('.', ''));
    const expected = (goodsMinor * 15n) / 100n; // rounded down: the buyer never gets more than 15 %
    expect(shop.coupon.find((c) => c.id === receiptId)?.discount_price).toBe(formatMinor(expected));

    const { body } = await submitOrder(t, token, [line], { coupons: { [sku.shop_id]: receiptId } });
    expect(body.code).toBe(1);
    const order = body.data!.list[0]!;
    const price = goodsMinor + freightMinor - expected;
    console.log(
      `[coupons] checkout: goods ${formatMinor(goodsMinor)} + freight ${formatMinor(freightMinor)} − 15% coupon ${formatMinor(expected)} = ${order.price}`,
    );
    expect(order.price).toBe(formatMinor(price));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      goodsMinor,
      freightMinor,
      discountMinor: expected,
      platformDiscountMinor: 0n,
      priceMinor: price,
      couponReceiptId: receiptId,
    });
    expect(await receiptState(receiptId)).toMatchObject({ state: 2, orderId: order.id });

    // The same receipt cannot serve a second order.
    const again = await submitOrder(t, token, [line], { coupons: { [sku.shop_id]: receiptId } });
    expect(again.body.code).toBe(0);

    expect((await call(t, orderRoutes.cancel, { id: order.id }, token)).body.code).toBe(1);
    expect(await receiptState(receiptId)).toMatchObject({ state: 1, orderId: null });
    expect(
      (await call(t, couponRoutes.myList, { state: 1 }, token)).body.data!.data.map((r) => r.id),
    ).toContain(receiptId);
    expect((await reconciled(t)).ok).toBe(true);
  });

  it('a shipping coupon takes exactly the freight; a reduction its face value once the goods reach the threshold', async () => {
    const { token } = await newMember(t, `cs${Date.now() % 1e6}`);
    await ensureAddress(t, token);
    const sku = await skuOfShop(t, 6, 5); // goods that ship, from a shop that charges freight
    const line = { goods_id: sku.goods_id, sku_id: sku.sku_id, number: 2 };
    const shipping = await claimNew(token, { shopId: sku.shop_id, type: 'shipping' });
    const reduction = await claimNew(token, {
      shopId: sku.shop_id,
      priceMinor: 123n,
      limitMinor: sku.priceMinor * 2n,
    });
    const first = (await submitOrder(t, token, [line], { coupons: { [sku.shop_id]: shipping } }))
      .body.data!.list[0]!;
    const [a] = await t.db.select().from(orders).where(eq(orders.id, first.id));
    console.log(
      `[coupons] shipping coupon: goods ${formatMinor(a!.goodsMinor)} + freight ${formatMinor(a!.freightMinor)} − ${formatMinor(a!.discountMinor)} = ${first.price}`,
    );
    expect(a!.freightMinor).toBeGreaterThan(0n);
    expect(a).toMatchObject({ discountMinor: a!.freightMinor, priceMinor: a!.goodsMinor });
    const second = (await submitOrder(t, token, [line], { coupons: { [sku.shop_id]: reduction } }))
      .body.data!.list[0]!;
    const [b] = await t.db.select().from(orders).where(eq(orders.id, second.id));
    expect(b).toMatchObject({
      discountMinor: 123n,
      priceMinor: b!.goodsMinor + b!.freightMinor - 123n,
    });
  });

  it('a platform coupon applies to any shop and is recorded as platform-funded', async () => {
    const { id: userId, token } = await newMember(t, `cp${Date.now() % 1e6}`);
    await ensureAddress(t, token);
    const sku = await skuOfShop(t, 2);
    const receiptId = await claimNew(token, { shopId: 0, priceMinor: 1n });
    const { body } = await submitOrder(
      t,
      token,
      [{ goods_id: sku.goods_id, sku_id: sku.sku_id, number: 1 }],
      { coupons: { [sku.shop_id]: receiptId } },
    );
    expect(body.code).toBe(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, body.data!.list[0]!.id));
    expect(row).toMatchObject({
      discountMinor: 1n,
      platformDiscountMinor: 1n,
      couponReceiptId: receiptId,
    });
    // Paying debits exactly the discounted price; the ledger stays balanced.
    await fund(t, userId, 100_000n);
    const before = await balanceOf(t, token);
    const paid = await payOrders(t, token, [row!.id]);
    expect(paid.body.code).toBe(1);
    const after = await balanceOf(t, token);
    console.log(
      `[coupons] platform coupon order paid: balance ${before} → ${after} (price ${formatMinor(row!.priceMinor)})`,
    );
    expect(BigInt(before.replace('.', '')) - BigInt(after.replace('.', ''))).toBe(row!.priceMinor);
    expect((await reconciled(t)).ok).toBe(true);
  });

  raceIt(
    'two parallel checkouts with one receipt: one order gets it, the other is refused',
    async () => {
      const { token } = await newMember(t, `cx${Date.now() % 1e6}`);
      await ensureAddress(t, token);
      const sku = await skuOfShop(t, 1, 10);
      const receiptId = await claimNew(token, { shopId: sku.shop_id, priceMinor: 100n });
      const line = { goods_id: sku.goods_id, sku_id: sku.sku_id, number: 1 };
      const results = await Promise.all(
        [0, 1].map(() => submitOrder(t, token, [line], { coupons: { [sku.shop_id]: receiptId } })),
      );
      const ok = results.filter((r) => r.body.code === 1).length;
      console.log(`[coupons] 2 parallel checkouts with one receipt: ${ok} placed`);
      expect(ok).toBe(1);
      expect(
        (
          await t.db
            .select()
            .from(coupons)
            .where(eq(coupons.id, (await receiptState(receiptId)).couponId))
        )[0]!.useCount,
      ).toBe(1);
    },
  );

  it('a threshold not met is refused at checkout with coupon_threshold_unmet', async () => {
    const { token } = await newMember(t, `ct${Date.now() % 1e6}`);
    await ensureAddress(t, token);
    const sku = await skuOfShop(t, 1);
    const receiptId = await claimNew(token, {
      shopId: sku.shop_id,
      priceMinor: 100n,
      limitMinor: sku.priceMinor + 1n,
    });
    const { body } = await submitOrder(
      t,
      token,
      [{ goods_id: sku.goods_id, sku_id: sku.sku_id, number: 1 }],
      { coupons: { [sku.shop_id]: receiptId } },
    );
    expect(body.code).toBe(0);
    expect(await receiptState(receiptId)).toMatchObject({ state: 1 });
  });
});
