import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { couponReceipts, coupons, users } from '../../db/schema/index.ts';
import { raceIt } from '../../../test/races.ts';
import { DAY, makeCoupon, makeUsers, shop1, shop2, t, useCouponsApp } from './coupons-test-app.ts';

useCouponsApp();

describe('checkout port', () => {
  const basket = (
    over: Partial<{
      shopId: number;
      goodsMinor: bigint;
      freightMinor: bigint;
      goodsIds: number[];
      categoryIds: number[];
    }> = {},
  ) => ({
    shopId: shop1,
    goodsMinor: 10_000n,
    freightMinor: 800n,
    goodsIds: [1],
    categoryIds: [1],
    ...over,
  });
  async function receiptOf(couponId: number, userId: number): Promise<number> {
    return (await t.coupons.service.receive(userId, couponId)).id;
  }
  const quote = (userId: number, receiptId: number, b = basket()) =>
    inTransaction(t.db, (trx) =>
      t.coupons.checkout.quote(trx, { ...b, userId, receiptId, now: t.clock.now() }),
    );

  it('each type gives its exact discount; platform coupons are platform-funded on any shop', async () => {
    const [u] = await makeUsers(1);
    const red = await receiptOf(await makeCoupon({ priceMinor: 1234n, limitMinor: 10_000n }), u!);
    const dis = await receiptOf(await makeCoupon({ type: 'discount', discountTenths: 85 }), u!);
    const ship = await receiptOf(await makeCoupon({ type: 'shipping' }), u!);
    const plat = await receiptOf(await makeCoupon({ shopId: 0, priceMinor: 2000n }), u!);
    expect(await quote(u!, red)).toEqual({ discountMinor: 1234n, platformFundedMinor: 0n });
    expect(await quote(u!, dis, basket({ goodsMinor: 9999n }))).toEqual({
      discountMinor: 1499n,
      platformFundedMinor: 0n,
    });
    expect(await quote(u!, ship)).toEqual({ discountMinor: 800n, platformFundedMinor: 0n });
    expect(await quote(u!, plat, basket({ shopId: shop2 }))).toEqual({
      discountMinor: 2000n,
      platformFundedMinor: 2000n,
    });
    const usable = await t.coupons.checkout.usableFor(u!, basket(), t.clock.now());
    expect(usable.map((r) => r.discountMinor)).toEqual([2000n, 1500n, 1234n, 800n]);
  });

  it('refuses: threshold unmet, another shop, range, vip level, someone else’s, expired, not started', async () => {
    const [u, other] = await makeUsers(2);
    const red = await receiptOf(await makeCoupon({ priceMinor: 500n, limitMinor: 10_000n }), u!);
    await expect(
      quote(u!, red, basket({ goodsMinor: 9_999n, freightMinor: 5_000n })),
    ).rejects.toMatchObject({ key: 'coupon_threshold_unmet' });
    await expect(quote(u!, red, basket({ shopId: shop2 }))).rejects.toMatchObject({
      key: 'coupon_unavailable',
    });
    await expect(quote(other!, red)).rejects.toMatchObject({ key: 'coupon_not_found' });
    await expect(quote(u!, 999_999)).rejects.toMatchObject({ key: 'coupon_not_found' });
    const ranged = await receiptOf(await makeCoupon({ rangeType: 'goods', rangeIds: [1, 2] }), u!);
    expect((await quote(u!, ranged, basket({ goodsIds: [1, 2] }))).discountMinor).toBe(500n);
    await expect(quote(u!, ranged, basket({ goodsIds: [1, 3] }))).rejects.toMatchObject({
      key: 'coupon_unavailable',
    });
    const cat = await receiptOf(await makeCoupon({ rangeType: 'category', rangeIds: [9] }), u!);
    await expect(quote(u!, cat, basket({ categoryIds: [9, 1] }))).rejects.toMatchObject({
      key: 'coupon_unavailable',
    });
    expect((await quote(u!, cat, basket({ categoryIds: [9] }))).discountMinor).toBe(500n);
    const vipCoupon = await makeCoupon({
      type: 'vip',
      userType: 'discount',
      discountTenths: 80,
      userLevel: 1,
    });
    await t.db.update(users).set({ level: 1 }).where(eq(users.id, u!));
    const vip = await receiptOf(vipCoupon, u!);
    expect(
      (await quote(u!, vip, basket({ goodsMinor: 3333n, freightMinor: 0n }))).discountMinor,
    ).toBe(666n);
    await t.db.update(users).set({ level: 0 }).where(eq(users.id, u!));
    await expect(quote(u!, vip)).rejects.toMatchObject({ key: 'coupon_unavailable' });
    const later = await receiptOf(
      await makeCoupon({
        preType: 'fixed',
        startsAt: new Date(t.clock.now().getTime() + DAY),
        endsAt: new Date(t.clock.now().getTime() + 2 * DAY),
      }),
      u!,
    );
    await expect(quote(u!, later)).rejects.toMatchObject({ key: 'coupon_unavailable' });
    const short = await receiptOf(await makeCoupon({ validityDays: 1 }), u!);
    t.clock.advance(DAY + 1000);
    await expect(quote(u!, short)).rejects.toMatchObject({ key: 'coupon_expired' });
  });

  raceIt(
    'a receipt is consumed by one order even when two consume it in parallel, and restore gives it back',
    async () => {
      const [u] = await makeUsers(1);
      const couponId = await makeCoupon({});
      const receiptId = await receiptOf(couponId, u!);
      const orderIds = [900_001, 900_002];
      const results = await Promise.allSettled(
        orderIds.map((orderId) =>
          inTransaction(t.db, (trx) =>
            t.coupons.checkout.consume(trx, { receiptId, userId: u!, orderId, now: t.clock.now() }),
          ),
        ),
      );
      const ok = results.filter((r) => r.status === 'fulfilled').length;
      console.log(`[coupons] 2 parallel consumes of one receipt: ${ok} succeeded`);
      expect(ok).toBe(1);
      const [used] = await t.db
        .select()
        .from(couponReceipts)
        .where(eq(couponReceipts.id, receiptId));
      expect(used).toMatchObject({ state: 2 });
      expect((await t.db.select().from(coupons).where(eq(coupons.id, couponId)))[0]!.useCount).toBe(
        1,
      );
      expect(
        await inTransaction(t.db, (trx) => t.coupons.checkout.restore(trx, used!.orderId!)),
      ).toBe(1);
      expect(
        await inTransaction(t.db, (trx) => t.coupons.checkout.restore(trx, used!.orderId!)),
      ).toBe(0);
      const [back] = await t.db
        .select()
        .from(couponReceipts)
        .where(eq(couponReceipts.id, receiptId));
      expect(back).toMatchObject({ state: 1, orderId: null });
    },
  );
});
