import { couponRoutes } from '@cloudmall/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponReceipts, coupons, users } from '../../db/schema/index.ts';
import { call } from '../../../test/test-app.ts';
import { raceIt } from '../../../test/races.ts';
import { newMember } from '../../../test/wallet-helpers.ts';
import {
  DAY,
  demo,
  demoId,
  makeCoupon,
  makeUsers,
  shop1,
  t,
  useCouponsApp,
} from './coupons-test-app.ts';

useCouponsApp();

describe('coupon centre and claims', () => {
  it('lists the demo coupons of every type with the viewer claim state', async () => {
    const { body } = await call(t, couponRoutes.list, { list_rows: 50 }, demo);
    const types = new Set(body.data!.data.map((c) => c.type));
    expect([...types].sort()).toEqual(['discount', 'reduction', 'shipping', 'vip']);
    expect(body.data!.data.some((c) => c.shop_id === 0)).toBe(true);
    const platform = await call(t, couponRoutes.list, { shop_id: 0 });
    expect(platform.body.data!.data.every((c) => c.shop_id === 0 && c.claim === 'available')).toBe(
      true,
    );
  });

  it('a member draws at most draw_limit receipts; 0 is unlimited', async () => {
    const id = await makeCoupon({ drawLimit: 2 });
    expect((await call(t, couponRoutes.receive, { id }, demo)).body.code).toBe(1);
    expect((await call(t, couponRoutes.receive, { id }, demo)).body.data).toMatchObject({ nth: 2 });
    const third = await call(t, couponRoutes.receive, { id }, demo);
    expect(third.body.msg).toBeTruthy();
    expect(third.body.code).toBe(0);
    expect((await call(t, couponRoutes.details, { id }, demo)).body.data).toMatchObject({
      received: 2,
      claim: 'received',
    });
    const unlimited = await makeCoupon({ drawLimit: 0 });
    for (let i = 0; i < 5; i += 1)
      expect((await call(t, couponRoutes.receive, { id: unlimited }, demo)).body.code).toBe(1);
  });

  it('errors are keyed: draw limit, sold out, expired, level required, unknown', async () => {
    const messages = async (id: number) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/wanlshop/coupon/receive',
          headers: { token: demo, 'accept-language': 'en' },
          payload: { id },
        })
      ).json() as { code: number; msg: string };
    const soldOut = await makeCoupon({ grantTotal: 1, granted: 1, drawLimit: 0 });
    const ended = await makeCoupon({
      preType: 'fixed',
      startsAt: new Date(Date.now() - 10 * DAY),
      endsAt: new Date(Date.now() - DAY),
    });
    const vip = await makeCoupon({ type: 'vip', userLevel: 3 });
    expect((await messages(soldOut)).code).toBe(0);
    expect((await messages(ended)).code).toBe(0);
    expect((await messages(vip)).code).toBe(0);
    expect((await messages(999_999)).code).toBe(0);
    const svc = t.coupons.service;
    await expect(svc.receive(demoId, soldOut)).rejects.toMatchObject({ key: 'coupon_sold_out' });
    await expect(svc.receive(demoId, ended)).rejects.toMatchObject({ key: 'coupon_expired' });
    await expect(svc.receive(demoId, vip)).rejects.toMatchObject({ key: 'coupon_level_required' });
    await expect(svc.receive(demoId, 999_999)).rejects.toMatchObject({ key: 'coupon_not_found' });
    await t.db.update(users).set({ level: 3 }).where(eq(users.id, demoId));
    expect((await svc.receive(demoId, vip)).nth).toBe(1);
    await t.db.update(users).set({ level: 0 }).where(eq(users.id, demoId));
  });

  raceIt('50 parallel claims on a coupon with 10 left give exactly 10 receipts', async () => {
    const id = await makeCoupon({ grantTotal: 15, granted: 5, drawLimit: 1 });
    const members = await makeUsers(50);
    const results = await Promise.allSettled(
      members.map((userId) => t.coupons.service.receive(userId, id)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const soldOut = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { key?: string }).key === 'coupon_sold_out',
    ).length;
    const receipts = await t.db
      .select()
      .from(couponReceipts)
      .where(eq(couponReceipts.couponId, id));
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.id, id));
    console.log(
      `[coupons] 50 parallel claims, 10 left: ${ok} claimed, ${soldOut} sold out, ${receipts.length} receipts, granted ${coupon!.granted}/${coupon!.grantTotal}, invalid=${coupon!.invalid}`,
    );
    expect(ok).toBe(10);
    expect(soldOut).toBe(40);
    expect(receipts).toHaveLength(10);
    expect(coupon).toMatchObject({ granted: 15, invalid: true });
  });

  raceIt('one member claiming in parallel never exceeds the draw limit', async () => {
    const id = await makeCoupon({ drawLimit: 3 });
    const [userId] = await makeUsers(1);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => t.coupons.service.receive(userId!, id)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    console.log(`[coupons] 12 parallel claims by one member, draw limit 3: ${ok} claimed`);
    expect(ok).toBe(3);
  });

  it('receipt validity: fixed coupons keep their dates, appoint coupons last validityDays from the claim', async () => {
    const startsAt = new Date(t.clock.now().getTime() - DAY);
    const endsAt = new Date(t.clock.now().getTime() + 3 * DAY);
    const fixed = await makeCoupon({ preType: 'fixed', startsAt, endsAt });
    const appoint = await makeCoupon({ preType: 'appoint', validityDays: 7 });
    await call(t, couponRoutes.receive, { id: fixed }, demo);
    await call(t, couponRoutes.receive, { id: appoint }, demo);
    const mine = (await call(t, couponRoutes.myList, { state: 1, list_rows: 100 }, demo)).body.data!
      .data;
    const f = mine.find((r) => r.coupon_id === fixed)!;
    const a = mine.find((r) => r.coupon_id === appoint)!;
    expect(f.valid_from).toBe(Math.floor(startsAt.getTime() / 1000));
    expect(f.valid_until).toBe(Math.floor(endsAt.getTime() / 1000));
    expect(a.valid_until - a.valid_from).toBe(7 * 86_400);
    // One second before the end it can still be claimed; one second after it is expired.
    const edge = await makeCoupon({
      preType: 'fixed',
      startsAt,
      endsAt: new Date(t.clock.now().getTime() + 1000),
      drawLimit: 0,
    });
    expect((await call(t, couponRoutes.receive, { id: edge }, demo)).body.code).toBe(1);
    t.clock.advance(2000);
    await expect(t.coupons.service.receive(demoId, edge)).rejects.toMatchObject({
      key: 'coupon_expired',
    });
    expect((await call(t, couponRoutes.details, { id: edge }, demo)).body.data!.claim).toBe(
      'expired',
    );
  });

  it('the expiry job invalidates ended fixed coupons and expires receipts past validity, idempotently', async () => {
    const { id: userId, token } = await newMember(t, `exp${Date.now() % 1e6}`);
    const short = await makeCoupon({ preType: 'appoint', validityDays: 1 });
    const fixed = await makeCoupon({
      preType: 'fixed',
      startsAt: t.clock.now(),
      endsAt: new Date(t.clock.now().getTime() + 2 * DAY),
    });
    await call(t, couponRoutes.receive, { id: short }, token);
    await call(t, couponRoutes.receive, { id: fixed }, token);
    expect(await t.coupons.unusedCount(userId)).toBe(2);
    t.clock.advance(DAY + 1000);
    await t.coupons.jobs.runDue();
    expect(await t.coupons.unusedCount(userId)).toBe(1);
    t.clock.advance(DAY);
    const first = await t.coupons.jobs.runDue();
    const again = await t.coupons.jobs.runDue();
    expect(first.coupons).toBeGreaterThanOrEqual(1);
    expect(again).toEqual({ coupons: 0, receipts: 0 });
    expect(await t.coupons.unusedCount(userId)).toBe(0);
    const expired = (await call(t, couponRoutes.myList, { state: 3 }, token)).body.data!;
    expect(expired.total).toBe(2);
    expect((await t.db.select().from(coupons).where(eq(coupons.id, fixed)))[0]!.invalid).toBe(true);
  });

  it('query lists the shop and platform coupons a basket can use, with the member holding state', async () => {
    const { token } = await newMember(t, `q${Date.now() % 1e6}`);
    const id = await makeCoupon({ limitMinor: 2000n, drawLimit: 1 });
    await call(t, couponRoutes.receive, { id }, token);
    const under = (await call(t, couponRoutes.query, { shop_id: shop1, price: '19.99' }, token))
      .body.data!;
    expect(under.some((c) => c.id === id)).toBe(false);
    const over = (await call(t, couponRoutes.query, { shop_id: shop1, price: '20.00' }, token)).body
      .data!;
    expect(over.find((c) => c.id === id)).toMatchObject({ state: true });
    expect(over.some((c) => c.shop_id === 0 || c.shop_id === shop1)).toBe(true);
    expect(over.every((c) => c.shop_id === 0 || c.shop_id === shop1)).toBe(true);
  });

  it('apply shows the goods a coupon applies to (its shop, price at least the threshold)', async () => {
    const { token } = await newMember(t, `ap${Date.now() % 1e6}`);
    const id = await makeCoupon({ limitMinor: 1000n });
    const receipt = (await call(t, couponRoutes.receive, { id }, token)).body.data!;
    const { body } = await call(t, couponRoutes.apply, { id: receipt.id }, token);
    expect(body.data!.coupon.id).toBe(receipt.id);
    expect(body.data!.goods.data.every((g) => g.shop_id === shop1 && Number(g.price) >= 10)).toBe(
      true,
    );
    expect((await call(t, couponRoutes.apply, { id: receipt.id }, demo)).body.code).toBe(0);
  });
});
