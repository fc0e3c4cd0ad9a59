import { campaignRoutes, scriptRevenueRoutes } from '@cloudmall/contract/campaigns';
import { walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { devices, pluginMemberFreezes } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { key, newMember, reconciled } from '../../../test/wallet-helpers.ts';
import * as kit from './campaigns-test-kit.ts';

useTestApp();

const DAY = 86_400_000;

async function setup(options: Parameters<typeof kit.makeAdvertiserCampaign>[2] = {}) {
  const scriptId = await kit.makeScript(t);
  const owner = await newMember(t, `own${key().slice(0, 8)}`);
  const device = await kit.makeDevice(t, owner.id, [scriptId]);
  const { advertiser, campaignId } = await kit.makeAdvertiserCampaign(t, scriptId, options);
  return { scriptId, owner, device, advertiser, campaignId };
}

describe('plugin revenue reports (POST /api/plugin/revenue, signed by the device)', () => {
  it('credits an accepted report as held income from the campaign budget, available after 15 days', async () => {
    const { owner, device, advertiser, campaignId } = await setup();
    const answer = await kit.report(t, device, kit.reportBody(campaignId, '0.50', 'r-1'));
    expect(answer).toMatchObject({
      code: 1,
      data: { amount: '0.50', status: 'held', replayed: false },
    });
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(answer.data!.available_at).toBe(now + 15 * 86_400);
    const summary = (await call(t, walletRoutes.summary, {}, owner.token)).body.data!;
    expect({ held: summary.held_income, balance: summary.balance }).toEqual({
      held: '0.50',
      balance: '0.00',
    });
    const list = (await call(t, campaignRoutes.list, {}, advertiser.token)).body.data!.data[0]!;
    expect({ spent: list.spent, remaining: list.remaining }).toEqual({
      spent: '0.50',
      remaining: '99.50',
    });
    const totals = (await call(t, scriptRevenueRoutes.totals, {}, owner.token)).body.data!;
    expect(totals).toMatchObject({ today: '0.50', held: '0.50', available: '0.00', total: '0.50' });
    const days = (await call(t, scriptRevenueRoutes.days, {}, owner.token)).body.data!;
    expect(days.data).toEqual([
      expect.objectContaining({
        device_code: device.deviceCode,
        reports: 1,
        total: '0.50',
        held: '0.50',
        available: '0.00',
      }),
    ]);
    expect((await reconciled(t)).ok).toBe(true);
  });

  it('answers a replay of the same report id with the first answer and credits nothing more', async () => {
    const { owner, device, campaignId } = await setup();
    const first = await kit.report(t, device, kit.reportBody(campaignId, '1.00', 'same-id'));
    const again = await kit.report(t, device, kit.reportBody(campaignId, '3.00', 'same-id'));
    expect(again.data).toEqual({ ...first.data, replayed: true });
    expect((await call(t, walletRoutes.summary, {}, owner.token)).body.data!.held_income).toBe(
      '1.00',
    );
  });

  it('releases the held revenue to the balance once the hold passed (fake clock)', async () => {
    const { owner, device, campaignId } = await setup();
    await kit.report(t, device, kit.reportBody(campaignId, '2.00'));
    t.clock.advance(15 * DAY + 1000);
    await t.wallet.income.releaseDue();
    const summary = (await call(t, walletRoutes.summary, {}, owner.token)).body.data!;
    expect({ held: summary.held_income, balance: summary.balance }).toEqual({
      held: '0.00',
      balance: '2.00',
    });
    const totals = (await call(t, scriptRevenueRoutes.totals, {}, owner.token)).body.data!;
    expect(totals).toMatchObject({ today: '0.00', held: '0.00', available: '2.00', total: '2.00' });
    expect((await reconciled(t)).ok).toBe(true);
  });

  it('refuses with a clear key and credits nothing: frozen device, frozen member, expired, script not enabled, amount, cap, budget', async () => {
    const { scriptId, owner, device, campaignId } = await setup({
      budget: '6.00',
      maxPerReport: '5.00',
      dailyCap: '6.00',
    });
    const refused = async (body: Record<string, unknown>, d = device) =>
      (await kit.report(t, d, body)).msg;

    expect(await refused(kit.reportBody(campaignId, '0'))).toBe('revenue_amount_invalid');
    expect(await refused(kit.reportBody(campaignId, '-1.00'))).toBe('revenue_amount_invalid');
    expect(await refused(kit.reportBody(campaignId, '5.01'))).toBe('revenue_over_max');
    const other = await kit.makeDevice(t, owner.id, [await kit.makeScript(t)]);
    expect(await refused(kit.reportBody(campaignId, '1.00'), other)).toBe('script_not_activated');
    const expired = await kit.makeDevice(t, owner.id, [scriptId], { expiresInDays: -1 });
    expect(await refused(kit.reportBody(campaignId, '1.00'), expired)).toBe(
      'script_device_expired',
    );

    await t.db
      .update(devices)
      .set({ frozenAt: t.clock.now(), frozenBy: 1, frozenReason: 'x' })
      .where(eq(devices.id, device.deviceId));
    expect(await refused(kit.reportBody(campaignId, '1.00'))).toBe('device_frozen');
    await t.db.update(devices).set({ frozenAt: null }).where(eq(devices.id, device.deviceId));
    await t.db.insert(pluginMemberFreezes).values({ userId: owner.id, by: 1, reason: 'x' });
    expect(await refused(kit.reportBody(campaignId, '1.00'))).toBe('device_frozen');
    await t.db.delete(pluginMemberFreezes).where(eq(pluginMemberFreezes.userId, owner.id));

    expect((await kit.report(t, device, kit.reportBody(campaignId, '5.00'))).code).toBe(1);
    expect(await refused(kit.reportBody(campaignId, '1.01'))).toBe('revenue_daily_cap_reached');
    const second = await kit.makeDevice(t, owner.id, [scriptId]);
    expect((await kit.report(t, second, kit.reportBody(campaignId, '1.00'))).code).toBe(1);
    expect(await refused(kit.reportBody(campaignId, '0.01'), second)).toBe(
      'campaign_budget_exhausted',
    );
    expect((await call(t, walletRoutes.summary, {}, owner.token)).body.data!.held_income).toBe(
      '6.00',
    );
    expect((await reconciled(t)).ok).toBe(true);
  });

  it('counts the daily cap per platform day: the next day the device may earn again', async () => {
    const { device, campaignId } = await setup({ dailyCap: '1.00', maxPerReport: '1.00' });
    expect((await kit.report(t, device, kit.reportBody(campaignId, '1.00'))).code).toBe(1);
    expect((await kit.report(t, device, kit.reportBody(campaignId, '0.01'))).msg).toBe(
      'revenue_daily_cap_reached',
    );
    t.clock.advance(DAY);
    expect((await kit.report(t, device, kit.reportBody(campaignId, '1.00'))).code).toBe(1);
  });

  it('refuses forged signatures, stale timestamps and unknown device codes with 401, crediting nothing', async () => {
    const { owner, device, campaignId } = await setup();
    const body = kit.reportBody(campaignId, '1.00');
    expect((await kit.report(t, device, body, { secret: 'f'.repeat(64) })).status).toBe(401);
    const stale = Math.floor(t.clock.now().getTime() / 1000) - 3600;
    expect((await kit.report(t, device, body, { timestamp: stale })).status).toBe(401);
    expect((await kit.report(t, device, body, { keyId: 'NOSUCHDEVICE' })).status).toBe(401);
    expect((await call(t, walletRoutes.summary, {}, owner.token)).body.data!.held_income).toBe(
      '0.00',
    );
  });

  it('answers not_found for a campaign that does not exist', async () => {
    const { device } = await setup();
    expect((await kit.report(t, device, kit.reportBody(2_000_000_000, '1.00'))).msg).toBe(
      'not_found',
    );
  });
});
