import { campaignConsoleRoutes, campaignRoutes } from '@cloudmall/contract/campaigns';
import {
  devicesAdminRoutes,
  devicesConsoleRoutes,
  devicesRoutes,
} from '@cloudmall/contract/devices';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, categories, goods, shops } from '../../db/schema/index.ts';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { key, tokenOf } from '../../../test/wallet-helpers.ts';
import { member } from './devices-test-kit.ts';

let adminToken: string;
useTestApp({}, async (app) => {
  adminToken = await tokenOf(app, 'admin');
});

const names = (en: string) => ({ en, 'zh-Hant': `${en} 中`, tr: `${en} tr`, id: `${en} id` });
/** A goods on sale in a fresh shop: what sells a script. */
async function scriptGoods() {
  const owner = await member(t, 'shop');
  const [category] = await t.db.insert(categories).values({ name: 'Scripts' }).returning();
  const [shop] = await t.db
    .insert(shops)
    .values({ userId: owner.id, shopname: `S${key().slice(0, 8)}` })
    .returning();
  const [row] = await t.db
    .insert(goods)
    .values({
      shopId: shop!.id,
      categoryId: category!.id,
      title: 'Clicker licence',
      image: '/x.png',
      images: [],
      priceMinor: 990n,
      marketPriceMinor: 1290n,
    })
    .returning({ id: goods.id });
  return row!;
}

const lastAudit = async (action: string) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('console: activation-code batches', () => {
  it('records each batch and counts its used, unused and expired codes on the server', async () => {
    const made = await call(
      t,
      devicesConsoleRoutes.batchCodes,
      { kind: 'cloud_phone', days: 7, count: 3, note: 'fair' },
      adminToken,
    );
    const batchId = made.body.data!.batch_id;
    const buyer = await member(t);
    await call(t, devicesRoutes.redeem, { code: made.body.data!.codes[0]! }, buyer.token);
    const list = await call(t, devicesAdminRoutes.batches, { kind: 'cloud_phone' }, adminToken);
    const row = list.body.data!.data.find((b) => b.id === batchId)!;
    expect(row).toMatchObject({ count: 3, used: 1, unused: 2, expired: 0, note: 'fair' });
    const scripts = await call(t, devicesAdminRoutes.batches, { kind: 'script' }, adminToken);
    expect(scripts.body.data!.data.every((b) => b.kind === 'script')).toBe(true);
    expect((await lastAudit('devices.codes.batch'))?.target).toBe(`batch:${batchId}`);
  });

  it("pages a batch's codes masked, filtered by state; an unknown batch is not found", async () => {
    const made = await call(
      t,
      devicesConsoleRoutes.batchCodes,
      { kind: 'cloud_phone', days: 3, count: 5 },
      adminToken,
    );
    const { batch_id: batchId, codes } = made.body.data!;
    const buyer = await member(t);
    await call(t, devicesRoutes.redeem, { code: codes[1]! }, buyer.token);
    const page = await call(
      t,
      devicesAdminRoutes.batchCodes,
      { batch_id: batchId, list_rows: 2, page: 1 },
      adminToken,
    );
    expect(page.body.data).toMatchObject({ total: 5, per_page: 2, last_page: 3 });
    expect(page.body.data!.data[0]!.code).toMatch(/^\*{4}-\*{4}-\*{4}-[A-Z0-9]{4}$|•/);
    expect(codes.some((code) => page.body.data!.data[0]!.code === code)).toBe(false);
    const bound = await call(
      t,
      devicesAdminRoutes.batchCodes,
      { batch_id: batchId, state: 'bound' },
      adminToken,
    );
    expect(bound.body.data!.data).toEqual([
      expect.objectContaining({ state: 'bound', user_id: buyer.id }),
    ]);
    const missing = await call(t, devicesAdminRoutes.batchCodes, { batch_id: 999_999 }, adminToken);
    expect(missing.body.msg).toBe('not_found');
  });

  it('refuses the console lists to a plain member (403)', async () => {
    const plain = await member(t);
    for (const route of [
      devicesAdminRoutes.batches,
      devicesAdminRoutes.scripts,
      devicesAdminRoutes.offers,
      devicesAdminRoutes.memberFreezes,
    ])
      expect((await call(t, route, {}, plain.token)).status).toBe(403);
  });
});

describe('console: scripts and offers', () => {
  it('creates a script with its four names and goods offer, edits it, audits before and after', async () => {
    const goodsRow = await scriptGoods();
    const created = await call(
      t,
      devicesAdminRoutes.saveScript,
      { names: names('Auto clicker'), goods_id: goodsRow!.id, days: 30 },
      adminToken,
    );
    const script = created.body.data!;
    expect(script).toMatchObject({ name: 'Auto clicker', enabled: true, devices: 0 });
    expect(script.offers).toEqual([
      expect.objectContaining({ goods_id: goodsRow!.id, kind: 'script', days: 30 }),
    ]);
    const zh = await t.app.inject({
      method: 'GET',
      url: `/api/console/devices/scripts?keyword=Auto%20clicker`,
      headers: { token: adminToken, lang: 'zh-Hant' },
    });
    expect(zh.json().data.data[0].name).toBe('Auto clicker 中');
    const edited = await call(
      t,
      devicesAdminRoutes.saveScript,
      { id: script.id, names: names('Auto tapper') },
      adminToken,
    );
    expect(edited.body.data).toMatchObject({ name: 'Auto tapper' });
    expect(edited.body.data!.offers.map((o) => o.id)).toEqual(script.offers.map((o) => o.id));
    const audit = await lastAudit('devices.script.edit');
    expect(audit).toMatchObject({
      before: { name: 'Auto clicker' },
      after: { name: 'Auto tapper' },
    });
    const taken = await call(
      t,
      devicesAdminRoutes.saveScript,
      { names: names('Other'), goods_id: goodsRow!.id, days: 7 },
      adminToken,
    );
    expect(taken.body.msg).toBe('device_offer_taken');
    const offers = await call(t, devicesAdminRoutes.offers, { kind: 'script' }, adminToken);
    expect(offers.body.data!.data.some((o) => o.script_id === script.id)).toBe(true);
    const missingGoods = await call(
      t,
      devicesAdminRoutes.saveScript,
      { names: names('Ghost'), goods_id: 1_999_999_999, days: 7 },
      adminToken,
    );
    expect(missingGoods.body.msg).toBe('not_found');
  });

  it('a disabled script gets no new batch codes nor campaigns (script_disabled)', async () => {
    const script = (
      await call(
        t,
        devicesAdminRoutes.saveScript,
        { names: names(`Off ${key().slice(0, 4)}`) },
        adminToken,
      )
    ).body.data!;
    const off = await call(
      t,
      devicesAdminRoutes.enableScript,
      { id: script.id, enabled: false, reason: 'retired' },
      adminToken,
    );
    expect(off.body.data!.enabled).toBe(false);
    const batch = await call(
      t,
      devicesConsoleRoutes.batchCodes,
      { kind: 'script', script_id: script.id, days: 7, count: 1 },
      adminToken,
    );
    expect(batch.body.msg).toBe('script_disabled');
    const advertiser = await member(t, 'adv');
    await call(
      t,
      campaignConsoleRoutes.addAdvertiser,
      { user_id: advertiser.id, name: 'Ads' },
      adminToken,
    );
    const campaign = await call(
      t,
      campaignRoutes.create,
      { script_id: script.id, name: 'Nope', max_per_report: '1.00', daily_cap_per_device: '2.00' },
      advertiser.token,
    );
    expect(campaign.body.msg).toBe('script_disabled');
    const audit = await lastAudit('devices.script.disable');
    expect(audit).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
      reason: 'retired',
    });
    const listed = await call(t, devicesAdminRoutes.scripts, { enabled: '0' }, adminToken);
    expect(listed.body.data!.data.every((s) => !s.enabled)).toBe(true);
  });
});

describe('console: devices and freezes', () => {
  it('filters devices by member, frozen and code, and lists member freezes', async () => {
    const owner = await member(t);
    const made = await call(
      t,
      devicesConsoleRoutes.batchCodes,
      { kind: 'cloud_phone', days: 7, count: 2 },
      adminToken,
    );
    for (const code of made.body.data!.codes)
      await call(t, devicesRoutes.redeem, { code, device_id: 0 }, owner.token);
    const mine = await call(t, devicesConsoleRoutes.devices, { user_id: owner.id }, adminToken);
    expect(mine.body.data!.total).toBe(2);
    const code = mine.body.data!.data[0]!.device_code;
    await call(
      t,
      devicesConsoleRoutes.freezeDevice,
      { device_code: code, reason: 'abuse' },
      adminToken,
    );
    const frozen = await call(
      t,
      devicesConsoleRoutes.devices,
      { user_id: owner.id, frozen: '1' },
      adminToken,
    );
    expect(frozen.body.data!.data.map((d) => d.device_code)).toEqual([code]);
    const byCode = await call(t, devicesConsoleRoutes.devices, { device_code: code }, adminToken);
    expect(byCode.body.data!.total).toBe(1);
    const audit = await lastAudit('devices.freeze');
    expect(audit).toMatchObject({
      before: { frozen: false },
      after: { frozen: true },
      reason: 'abuse',
    });
    await call(
      t,
      devicesConsoleRoutes.freezeMember,
      { user_id: owner.id, reason: 'fraud' },
      adminToken,
    );
    const freezes = await call(
      t,
      devicesAdminRoutes.memberFreezes,
      { user_id: owner.id },
      adminToken,
    );
    expect(freezes.body.data!.data).toEqual([
      expect.objectContaining({ user_id: owner.id, reason: 'fraud' }),
    ]);
    expect(
      (
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.target, `user:${owner.id}`)))
      ).length,
    ).toBeGreaterThan(0);
  });
});
