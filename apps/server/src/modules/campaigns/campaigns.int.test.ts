import { campaignConsoleRoutes, campaignRoutes } from '@cloudmall/contract/campaigns';
import { walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { call, statusOf } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { key, newMember, reconciled, tokenOf } from '../../../test/wallet-helpers.ts';
import * as kit from './campaigns-test-kit.ts';

useTestApp();

describe('advertisers and campaigns', () => {
  it('lets only an admin make a member an advertiser (not_found for no such member)', async () => {
    const member = await newMember(t, `adv${key().slice(0, 6)}`);
    const admin = await tokenOf(t, 'admin');
    expect(
      await statusOf(
        t,
        campaignConsoleRoutes.addAdvertiser,
        { user_id: member.id, name: 'Co' },
        member.token,
      ),
    ).toBe(403);
    const made = await call(
      t,
      campaignConsoleRoutes.addAdvertiser,
      { user_id: member.id, name: 'Co' },
      admin,
    );
    expect(made.body.data).toMatchObject({ user_id: member.id, name: 'Co' });
    const missing = await call(
      t,
      campaignConsoleRoutes.addAdvertiser,
      { user_id: 2_000_000_000, name: 'Co' },
      admin,
    );
    expect(missing.body.msg).toBe('not_found');
    const listed = (await call(t, campaignConsoleRoutes.advertisers, {}, admin)).body.data!;
    expect(listed.data.some((row) => row.user_id === member.id)).toBe(true);
  });

  it('refuses campaign routes to a member without the advertiser role (forbidden)', async () => {
    const member = await newMember(t, `nad${key().slice(0, 6)}`);
    const create = await call(
      t,
      campaignRoutes.create,
      { script_id: 1, name: 'x1', max_per_report: '1', daily_cap_per_device: '1' },
      member.token,
    );
    expect(create.body.msg).toBe('forbidden');
    expect((await call(t, campaignRoutes.list, {}, member.token)).body.msg).toBe('forbidden');
    expect(
      (
        await call(
          t,
          campaignRoutes.fund,
          { campaign_id: 1, amount: '1', idempotency_key: key() },
          member.token,
        )
      ).body.msg,
    ).toBe('forbidden');
    expect(
      (
        await call(
          t,
          campaignRoutes.freeze,
          { target: 'member', user_id: member.id, frozen: true, reason: 'spam' },
          member.token,
        )
      ).body.msg,
    ).toBe('forbidden');
  });

  it('funds a campaign from the balance once per key, refuses past the balance and another advertiser’s campaign', async () => {
    const scriptId = await kit.makeScript(t);
    const { advertiser, campaignId } = await kit.makeAdvertiserCampaign(t, scriptId, {
      budget: '0',
      balanceMinor: 1000n,
    });
    const idem = key();
    const fund = (amount: string, k = idem, token = advertiser.token) =>
      call(t, campaignRoutes.fund, { campaign_id: campaignId, amount, idempotency_key: k }, token);
    expect((await fund('4.00')).body.data).toMatchObject({ budget: '4.00', remaining: '4.00' });
    expect((await fund('4.00')).body.data).toMatchObject({ budget: '4.00' });
    expect((await fund('7.00', key())).body.msg).toBe('insufficient_balance');
    expect((await call(t, walletRoutes.summary, {}, advertiser.token)).body.data!.balance).toBe(
      '6.00',
    );
    const other = await kit.makeAdvertiserCampaign(t, scriptId);
    expect((await fund('1.00', key(), other.advertiser.token)).body.msg).toBe('not_found');
    expect((await reconciled(t)).ok).toBe(true);
  });

  it('refuses a campaign for a script that does not exist (not_found) and creates nothing', async () => {
    const { advertiser } = await kit.makeAdvertiserCampaign(t, await kit.makeScript(t));
    const count = async () =>
      (await call(t, campaignRoutes.list, { page: 1 }, advertiser.token)).body.data!.total;
    const before = await count();
    const create = await call(
      t,
      campaignRoutes.create,
      { script_id: 2_000_000, name: 'ghost', max_per_report: '1.00', daily_cap_per_device: '5.00' },
      advertiser.token,
    );
    expect(create.body.msg).toBe('not_found');
    expect(await count()).toBe(before);
  });

  it('lets an advertiser freeze a member or a device code, which blocks the plugin, and unfreeze it', async () => {
    const scriptId = await kit.makeScript(t);
    const owner = await newMember(t, `frz${key().slice(0, 6)}`);
    const device = await kit.makeDevice(t, owner.id, [scriptId]);
    const { advertiser, campaignId } = await kit.makeAdvertiserCampaign(t, scriptId);
    const freeze = (input: Record<string, unknown>) =>
      call(t, campaignRoutes.freeze, input, advertiser.token);
    expect(
      (
        await freeze({
          target: 'device',
          device_code: device.deviceCode,
          frozen: true,
          reason: 'fraud',
        })
      ).body.data,
    ).toEqual({ frozen: true });
    expect((await kit.report(t, device, kit.reportBody(campaignId, '1.00'))).msg).toBe(
      'device_frozen',
    );
    await freeze({
      target: 'device',
      device_code: device.deviceCode,
      frozen: false,
      reason: 'cleared',
    });
    await freeze({ target: 'member', user_id: owner.id, frozen: true, reason: 'fraud' });
    expect((await kit.report(t, device, kit.reportBody(campaignId, '1.00'))).msg).toBe(
      'device_frozen',
    );
    await freeze({ target: 'member', user_id: owner.id, frozen: false, reason: 'cleared' });
    expect((await kit.report(t, device, kit.reportBody(campaignId, '1.00'))).code).toBe(1);
    expect(
      (await freeze({ target: 'device', device_code: 'NOSUCH', frozen: true, reason: 'fraud' }))
        .body.msg,
    ).toBe('not_found');
  });
});
