import { campaignConsoleRoutes, campaignRoutes } from '@cloudmall/contract/campaigns';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { key, newMember, tokenOf } from '../../../test/wallet-helpers.ts';
import * as kit from './campaigns-test-kit.ts';

useTestApp();

describe('campaigns in the console', () => {
  it('shows an advertiser only its own campaigns and an admin every one (filter by advertiser)', async () => {
    const scriptId = await kit.makeScript(t);
    const mine = await kit.makeAdvertiserCampaign(t, scriptId);
    const theirs = await kit.makeAdvertiserCampaign(t, scriptId);
    const listed = await call(
      t,
      campaignRoutes.list,
      { advertiser_id: theirs.advertiser.id },
      mine.advertiser.token,
    );
    expect(listed.body.data!.data.map((c) => c.id)).toEqual([mine.campaignId]);
    const admin = await tokenOf(t, 'admin');
    const all = await call(t, campaignRoutes.list, { list_rows: 100 }, admin);
    const ids = all.body.data!.data.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([mine.campaignId, theirs.campaignId]));
    const one = await call(t, campaignRoutes.list, { advertiser_id: theirs.advertiser.id }, admin);
    expect(one.body.data!.data.map((c) => c.advertiser_user_id)).toEqual([theirs.advertiser.id]);
    const named = await call(t, campaignRoutes.list, { keyword: 'no such name' }, admin);
    expect(named.body.data!.total).toBe(0);
  });

  it("answers a campaign's revenue per day and its reports; another advertiser's campaign is not found", async () => {
    const scriptId = await kit.makeScript(t);
    const owner = await newMember(t, `rev${key().slice(0, 6)}`);
    const device = await kit.makeDevice(t, owner.id, [scriptId]);
    const mine = await kit.makeAdvertiserCampaign(t, scriptId);
    const theirs = await kit.makeAdvertiserCampaign(t, scriptId);
    await kit.report(t, device, kit.reportBody(mine.campaignId, '1.50'));
    await kit.report(t, device, kit.reportBody(mine.campaignId, '2.00'));
    const detail = await call(
      t,
      campaignRoutes.detail,
      { id: mine.campaignId },
      mine.advertiser.token,
    );
    expect(detail.body.data).toMatchObject({ reports: 2, devices: 1, spent: '3.50' });
    expect(detail.body.data!.days).toHaveLength(30);
    expect(detail.body.data!.days.at(-1)).toMatchObject({ reports: 2, amount: '3.50' });
    const reports = await call(
      t,
      campaignRoutes.reports,
      { campaign_id: mine.campaignId, device_code: device.deviceCode },
      mine.advertiser.token,
    );
    expect(reports.body.data!.total).toBe(2);
    const theirToken = theirs.advertiser.token;
    const peek = await call(t, campaignRoutes.detail, { id: mine.campaignId }, theirToken);
    expect(peek.body.msg).toBe('not_found');
    const peekReports = await call(
      t,
      campaignRoutes.reports,
      { campaign_id: mine.campaignId },
      theirToken,
    );
    expect(peekReports.body.msg).toBe('not_found');
    const admin = await tokenOf(t, 'admin');
    expect(
      (await call(t, campaignRoutes.detail, { id: mine.campaignId }, admin)).body.data,
    ).toMatchObject({ id: mine.campaignId });
  });

  it('lets an advertiser freeze only members and devices running its campaigns (others: not_found); an admin any', async () => {
    const scriptId = await kit.makeScript(t);
    const otherScript = await kit.makeScript(t, 'Other script');
    const runner = await newMember(t, `run${key().slice(0, 6)}`);
    const stranger = await newMember(t, `str${key().slice(0, 6)}`);
    const running = await kit.makeDevice(t, runner.id, [scriptId]);
    const elsewhere = await kit.makeDevice(t, stranger.id, [otherScript]);
    const { advertiser } = await kit.makeAdvertiserCampaign(t, scriptId);
    const freeze = (input: Record<string, unknown>, token = advertiser.token) =>
      call(t, campaignRoutes.freeze, { frozen: true, reason: 'fraud', ...input }, token);
    expect((await freeze({ target: 'device', device_code: running.deviceCode })).body.data).toEqual(
      {
        frozen: true,
      },
    );
    expect((await freeze({ target: 'member', user_id: runner.id })).body.data).toEqual({
      frozen: true,
    });
    expect((await freeze({ target: 'device', device_code: elsewhere.deviceCode })).body.msg).toBe(
      'not_found',
    );
    expect((await freeze({ target: 'member', user_id: stranger.id })).body.msg).toBe('not_found');
    const admin = await tokenOf(t, 'admin');
    expect(
      (await freeze({ target: 'device', device_code: elsewhere.deviceCode }, admin)).body.data,
    ).toEqual({ frozen: true });
  });

  it('filters advertisers by name (admin only)', async () => {
    const admin = await tokenOf(t, 'admin');
    const member = await newMember(t, `adn${key().slice(0, 6)}`);
    const name = `Zeta ${key().slice(0, 6)}`;
    await call(t, campaignConsoleRoutes.addAdvertiser, { user_id: member.id, name }, admin);
    const found = await call(t, campaignConsoleRoutes.advertisers, { keyword: name }, admin);
    expect(found.body.data!.data.map((a) => a.user_id)).toEqual([member.id]);
    expect((await call(t, campaignConsoleRoutes.advertisers, {}, member.token)).status).toBe(403);
  });
});
