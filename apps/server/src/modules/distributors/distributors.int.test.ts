import { walletConsoleRoutes } from '@cloudmall/contract/wallet';
import { consoleAuthRoutes } from '@cloudmall/contract/access';
import { orderRoutes } from '@cloudmall/contract/orders';
import {
  distributorConsoleRoutes,
  distributorRoutes,
  vipConsoleRoutes,
  vipRoutes,
} from '@cloudmall/contract/vip';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, auditsOfRow, useTestAppWithAdmin } from '../../../test/admin-helpers.ts';
import { t } from '../../../test/app-per-file.ts';
import { ensureAddress, placeOrder, skuOfShop } from '../../../test/order-helpers.ts';
import { raceIt } from '../../../test/races.ts';
import { noticesOf } from '../../../test/notices.ts';
import { countRows } from '../../../test/rows.ts';
import { call } from '../../../test/test-app.ts';
import { balanceOf, fund, key, newMember } from '../../../test/wallet-helpers.ts';
import { orders, waterCards } from '../../db/schema/index.ts';

useTestAppWithAdmin({ catalog: true });

/** The ledger check with this file's admin session (a fresh admin login would end it). */
const reconciledLedger = async () =>
  (await call(t, walletConsoleRoutes.reconcile, {}, admin)).body.data;

let serial = 0;
const member = async (funds = 0n) => {
  const username = `dist_${Date.now() % 1e6}_${serial++}`;
  const m = await newMember(t, username);
  if (funds > 0n) await fund(t, m.id, funds);
  return { ...m, username };
};
const application = {
  name: 'Ada Trading',
  contact: '+90 555 111 2233',
  region: 'Istanbul',
  reason: 'Shop owner',
};

/** A member whose application the admin approved. */
async function distributor(funds = 0n) {
  const m = await member(funds);
  const applied = await call(t, distributorRoutes.apply, application, m.token);
  expect(applied.body).toMatchObject({ code: 1, data: { state: 'pending' } });
  const id = applied.body.data!.application!.id;
  const approved = await call(
    t,
    distributorConsoleRoutes.approve,
    { id, reason: 'checked' },
    admin,
  );
  expect(approved.body).toMatchObject({ code: 1, data: { state: 'approved' } });
  return { ...m, applicationId: id };
}

let faceId = 0;
beforeAll(async () => {
  const { body } = await call(
    t,
    distributorConsoleRoutes.saveFace,
    { value: '25', enabled: true, reason: 'first face' },
    admin,
  );
  faceId = body.data!.id;
});

const buyCards = (token: string, count = 2, idempotency_key = key()) =>
  call(t, distributorRoutes.buy, { face_id: faceId, count, idempotency_key }, token);
const redeem = (token: string, code: string) =>
  call(t, distributorRoutes.redeem, { code, idempotency_key: key() }, token);

describe('distributor applications', () => {
  it('approval grants the distributor role: the member logs into the console; audited, once', async () => {
    const d = await distributor();
    const login = await call(t, consoleAuthRoutes.login, {
      account: d.username,
      password: 'secret99',
    });
    expect(login.body.code).toBe(1);
    expect(login.body.data!.roles).toContain('distributor');
    const audits = await auditsOfRow(t, 'distributor_application', d.applicationId);
    expect(audits[0]).toMatchObject({
      action: 'distributors.application.approve',
      reason: 'checked',
    });
    const again = await call(
      t,
      distributorConsoleRoutes.refuse,
      { id: d.applicationId, reason: 'late' },
      admin,
    );
    expect(again.body.msg).toBe('distributor_not_pending');
    expect((await call(t, distributorRoutes.apply, application, d.token)).body.msg).toBe(
      'distributor_already_applied',
    );
    await expect
      .poll(() => noticesOf(t, d.id, 'distributor.approved').then((told) => told.length))
      .toBe(1);
  });

  it('a refusal carries its reason to the member, who may apply again', async () => {
    const m = await member();
    const id = (await call(t, distributorRoutes.apply, application, m.token)).body.data!
      .application!.id;
    await call(t, distributorConsoleRoutes.refuse, { id, reason: 'region is full' }, admin);
    const status = (await call(t, distributorRoutes.status, {}, m.token)).body.data!;
    expect(status).toMatchObject({
      state: 'refused',
      application: { refuse_reason: 'region is full' },
    });
    // the notice is stored after the decision commits
    await expect
      .poll(async () => (await noticesOf(t, m.id, 'distributor.refused'))[0]?.params)
      .toEqual({ reason: 'region is full' });
    const refusal = await auditsOfRow(t, 'distributor_application', id);
    expect(refusal[0]).toMatchObject({
      action: 'distributors.application.refuse',
      reason: 'region is full',
      before: { state: 'pending' },
      after: { state: 'refused' },
    });
    expect((await call(t, distributorRoutes.apply, application, m.token)).body.data!.state).toBe(
      'pending',
    );
  });

  it('a plain member cannot buy water cards', async () => {
    const m = await member(100_000n);
    expect((await buyCards(m.token)).body.msg).toBe('not_distributor');
  });
});

describe('water cards', () => {
  it('a purchase and its redemption reconcile in the ledger, and a code is redeemed once', async () => {
    const d = await distributor(10_000n);
    const { body } = await buyCards(d.token, 2);
    expect(body.data!.list).toHaveLength(2);
    expect(await balanceOf(t, d.token)).toBe('50.00');
    const code = body.data!.list[0]!.code;
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const m = await member();
    const redeemed = await redeem(m.token, code.toLowerCase());
    expect(redeemed.body.data).toEqual({ value: '25.00', balance: '25.00' });
    expect((await redeem(m.token, code)).body.msg).toBe('water_card_used');
    expect(await reconciledLedger()).toMatchObject({ ok: true });
    const mine = (await call(t, distributorRoutes.cards, { state: 'redeemed' }, d.token)).body
      .data!;
    expect(mine.data[0]).toMatchObject({ code, redeemed_by_user_id: m.id });
    const theirs = (await call(t, distributorRoutes.redeemed, {}, m.token)).body.data!;
    expect(theirs.data[0]!.code).toContain('••••');
  });

  it('a wrong code is refused and changes nothing', async () => {
    const m = await member();
    expect((await redeem(m.token, 'AAAA-BBBB-CCCC-DDDD')).body.msg).toBe('water_card_not_found');
    expect((await redeem(m.token, 'short')).body.code).not.toBe(1);
    expect(await balanceOf(t, m.token)).toBe('0.00');
  });

  it('a replayed purchase key buys once', async () => {
    const d = await distributor(10_000n);
    const k = key();
    await buyCards(d.token, 1, k);
    await buyCards(d.token, 1, k);
    expect(await balanceOf(t, d.token)).toBe('75.00');
    expect(await countRows(t, waterCards, eq(waterCards.distributorUserId, d.id))).toBe(1);
  });

  raceIt('parallel redemptions of one code pay out once', async () => {
    const d = await distributor(10_000n);
    const code = (await buyCards(d.token, 1)).body.data!.list[0]!.code;
    const members = await Promise.all([member(), member(), member()]);
    const answers = await Promise.all(members.map((m) => redeem(m.token, code)));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.body.msg === 'water_card_used')).toHaveLength(2);
    const balances = await Promise.all(members.map((m) => balanceOf(t, m.token)));
    expect(balances.sort()).toEqual(['0.00', '0.00', '25.00']);
    expect(await reconciledLedger()).toMatchObject({ ok: true });
  });

  it('the admin lists issued cards by distributor with masked codes', async () => {
    const d = await distributor(10_000n);
    await buyCards(d.token, 1);
    const page = (
      await call(t, distributorConsoleRoutes.cards, { distributor_user_id: d.id }, admin)
    ).body.data!;
    expect(page.total).toBe(1);
    expect(page.data[0]!.code).toContain('••••');
  });
});

describe('member discount at checkout', () => {
  it('applies the better of VIP and distributor discount, once', async () => {
    await call(
      t,
      vipConsoleRoutes.save,
      {
        level: 61,
        name: 'Disc',
        benefits: '',
        translations: {},
        threshold: '0',
        price: '1',
        discount_bps: 500,
        enabled: true,
        reason: 'discount test',
      },
      admin,
    );
    const d = await distributor(1_000_000n);
    await call(t, vipRoutes.buy, { level: 61, idempotency_key: key() }, d.token);
    const sku = await skuOfShop(t, 1);
    const address_id = await ensureAddress(t, d.token);
    const line = { goods_id: sku.goods_id, sku_id: sku.sku_id, number: 1 };
    const preview = await call(t, orderRoutes.preview, { data: [line], address_id }, d.token);
    const shop = preview.body.data!.orderData.lists[0]!;
    // Distributor rate (setting default 1000 bps) beats the VIP level's 500 bps.
    const expected = (sku.priceMinor * 1000n) / 10_000n;
    expect(shop.member_discount).toEqual({
      source: 'distributor',
      rate_bps: 1000,
      amount: (Number(expected) / 100).toFixed(2),
    });
    const [placed] = await placeOrder(t, d.token, [line]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed!.id));
    expect(row!.discountMinor).toBe(expected);
    expect(row!.priceMinor).toBe(row!.goodsMinor + row!.freightMinor - expected);
  });
});
