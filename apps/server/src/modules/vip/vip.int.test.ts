import { walletConsoleRoutes } from '@cloudmall/contract/wallet';
import { vipConsoleRoutes, vipRoutes } from '@cloudmall/contract/vip';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditsOfRow, admin, useTestAppWithAdmin } from '../../../test/admin-helpers.ts';
import { t } from '../../../test/app-per-file.ts';
import { placePaidOrder, skuOfShop } from '../../../test/order-helpers.ts';
import { raceIt } from '../../../test/races.ts';
import { countRows } from '../../../test/rows.ts';
import { call } from '../../../test/test-app.ts';
import { balanceOf, fund, key, newMember } from '../../../test/wallet-helpers.ts';
import { ledgerTransactions, vipLevelChanges, vipPurchases } from '../../db/schema/index.ts';

useTestAppWithAdmin({ catalog: true });

/** The ledger check with this file's admin session (a fresh admin login would end it). */
const reconciledLedger = async () =>
  (await call(t, walletConsoleRoutes.reconcile, {}, admin)).body.data;

let serial = 0;
const member = (funds = 0n) =>
  newMember(t, `vip_${Date.now() % 1e6}_${serial++}`).then(async (m) => {
    if (funds > 0n) await fund(t, m.id, funds);
    return m;
  });

const saveLevel = (input: Record<string, unknown>) =>
  call(
    t,
    vipConsoleRoutes.save,
    { benefits: '', translations: {}, enabled: true, reason: 'vip test levels', ...input },
    admin,
  );

const buy = (token: string, level: number, idempotency_key = key()) =>
  call(t, vipRoutes.buy, { level, idempotency_key }, token);

beforeAll(async () => {
  // Only this file's levels count: whatever the seed made is disabled first.
  const existing = (await call(t, vipConsoleRoutes.levels, {}, admin)).body.data!.list;
  for (const row of existing) {
    const { id, updated_at: _u, ...rest } = row;
    await saveLevel({ ...rest, id, enabled: false });
  }
  expect(
    (await saveLevel({ level: 41, name: 'Spend', threshold: '0.01', price: '0', discount_bps: 0 }))
      .body.code,
  ).toBe(1);
  expect(
    (await saveLevel({ level: 42, name: 'Silver', threshold: '0', price: '50', discount_bps: 300 }))
      .body.code,
  ).toBe(1);
  expect(
    (await saveLevel({ level: 43, name: 'Gold', threshold: '0', price: '120', discount_bps: 800 }))
      .body.code,
  ).toBe(1);
});

describe('VIP levels', () => {
  it('a level number is unique', async () => {
    const { body } = await saveLevel({
      level: 42,
      name: 'Again',
      threshold: '0',
      price: '1',
      discount_bps: 0,
    });
    expect(body.msg).toBe('vip_level_taken');
  });

  it('a package bought from the balance raises the level, debits the price once and is audited', async () => {
    const m = await member(10_000n);
    const { body } = await buy(m.token, 42);
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ level: 42, level_name: 'Silver', discount_bps: 300 });
    expect(await balanceOf(t, m.token)).toBe('50.00');
    const audits = await auditsOfRow(t, 'user', m.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'vip.member.level',
      actorUserId: m.id,
      before: { level: 0 },
      after: { level: 42 },
      reason: 'package',
    });
    expect(await reconciledLedger()).toMatchObject({ ok: true });
  });

  it('the same level or a lower one cannot be bought, and a level not for sale neither', async () => {
    const m = await member(100_000n);
    expect((await buy(m.token, 43)).body.code).toBe(1);
    expect((await buy(m.token, 43)).body.msg).toBe('vip_level_not_higher');
    expect((await buy(m.token, 42)).body.msg).toBe('vip_level_not_higher');
    expect((await buy(m.token, 41)).body.msg).toBe('vip_level_not_for_sale');
    expect(await balanceOf(t, m.token)).toBe('880.00');
  });

  it('an insufficient balance changes nothing', async () => {
    const m = await member(4_999n);
    expect((await buy(m.token, 42)).body.msg).toBe('insufficient_balance');
    expect(await balanceOf(t, m.token)).toBe('49.99');
    expect((await call(t, vipRoutes.status, {}, m.token)).body.data!.level).toBe(0);
    expect(await countRows(t, vipPurchases, eq(vipPurchases.userId, m.id))).toBe(0);
    expect(await countRows(t, vipLevelChanges, eq(vipLevelChanges.userId, m.id))).toBe(0);
  });

  raceIt('parallel buys of the same level make one purchase and one debit', async () => {
    const m = await member(100_000n);
    const answers = await Promise.all(Array.from({ length: 4 }, () => buy(m.token, 42)));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    expect(await balanceOf(t, m.token)).toBe('950.00');
    expect(await countRows(t, vipPurchases, eq(vipPurchases.userId, m.id))).toBe(1);
    expect(
      await countRows(
        t,
        ledgerTransactions,
        and(
          eq(ledgerTransactions.reason, 'vip_package'),
          eq(
            ledgerTransactions.reference,
            `vip_purchase:${(await t.db.select().from(vipPurchases).where(eq(vipPurchases.userId, m.id)))[0]!.id}`,
          ),
        ),
      ),
    ).toBe(1);
  });

  it('paid spend reaching a threshold raises the level once, audited with cause spend', async () => {
    const m = await member(1_000_000n);
    const sku = await skuOfShop(t, 1);
    await placePaidOrder(t, m.token, [{ goods_id: sku.goods_id, sku_id: sku.sku_id, number: 1 }]);
    const status = (await call(t, vipRoutes.status, {}, m.token)).body.data!;
    expect(status.level).toBe(41);
    expect(Number(status.spend)).toBeGreaterThan(0);
    const audits = await auditsOfRow(t, 'user', m.id);
    expect(audits.map((a) => [a.action, a.reason])).toEqual([['vip.member.level', 'spend']]);
    // A second paid order counts into spend but the level does not move again.
    await placePaidOrder(t, m.token, [{ goods_id: sku.goods_id, sku_id: sku.sku_id, number: 1 }]);
    expect(await countRows(t, vipLevelChanges, eq(vipLevelChanges.userId, m.id))).toBe(1);
  });

  it('the status shows the levels on sale and the next level by spend', async () => {
    const m = await member();
    const status = (await call(t, vipRoutes.status, {}, m.token)).body.data!;
    expect(status.levels.map((l) => l.level)).toEqual([41, 42, 43]);
    expect(status.levels.find((l) => l.level === 42)).toMatchObject({
      for_sale: true,
      price: '50.00',
    });
    expect(status.next).toMatchObject({ level: 41, remaining: '0.01' });
  });
});
