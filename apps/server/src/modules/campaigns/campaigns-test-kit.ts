import { randomBytes } from 'node:crypto';
import { campaignConsoleRoutes, campaignRoutes } from '@cloudmall/contract/campaigns';
import { envelopeSchema } from '@cloudmall/contract';
import { z } from 'zod';
import { activationCodes, devices, deviceScripts, scripts } from '../../db/schema/index.ts';
import { signRequest } from '../../platform/http/signed-request.ts';
import { call, type TestApp } from '../../../test/test-app.ts';
import { fund, key, newMember, tokenOf } from '../../../test/wallet-helpers.ts';

const DAY = 86_400_000;

/** A script row (what a campaign pays revenue for). */
export async function makeScript(t: TestApp, name = 'Test script'): Promise<number> {
  const [row] = await t.db.insert(scripts).values({ name }).returning({ id: scripts.id });
  return row!.id;
}

/** A member's running device with its plugin secret and the given scripts enabled (as devices stores them). */
export async function makeDevice(
  t: TestApp,
  userId: number,
  enabledScriptIds: number[],
  options: { expiresInDays?: number } = {},
) {
  const deviceCode = `T${randomBytes(6).toString('hex').toUpperCase()}`;
  const secret = randomBytes(32).toString('hex');
  const now = t.clock.now();
  const [device] = await t.db
    .insert(devices)
    .values({
      userId,
      name: 'Test phone',
      deviceCode,
      pluginSecret: secret,
      expiresAt: new Date(now.getTime() + (options.expiresInDays ?? 30) * DAY),
    })
    .returning({ id: devices.id });
  for (const scriptId of enabledScriptIds) {
    const [code] = await t.db
      .insert(activationCodes)
      .values({
        codeHash: randomBytes(32).toString('hex'),
        last4: 'TEST',
        kind: 'script',
        scriptId,
        days: 30,
        source: 'seed',
        userId,
        state: 'bound',
        expiresAt: new Date(now.getTime() + 30 * DAY),
        deviceId: device!.id,
        boundAt: now,
      })
      .returning({ id: activationCodes.id });
    await t.db.insert(deviceScripts).values({
      deviceId: device!.id,
      scriptId,
      codeId: code!.id,
      enabled: true,
      enabledAt: now,
    });
  }
  return { deviceId: device!.id, deviceCode, secret };
}

/** Sends a revenue report signed like the plugin: HMAC of `<timestamp>.<raw body>` with the device secret. */
export async function report(
  t: TestApp,
  device: { deviceCode: string; secret: string },
  body: Record<string, unknown> | string,
  options: { timestamp?: number; secret?: string; keyId?: string } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Math.floor(t.clock.now().getTime() / 1000));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/plugin/revenue',
    headers: {
      'content-type': 'application/json',
      'x-cloudmall-key-id': options.keyId ?? device.deviceCode,
      'x-cloudmall-timestamp': timestamp,
      'x-cloudmall-signature': signRequest(options.secret ?? device.secret, timestamp, raw),
    },
    payload: raw,
  });
  const envelope = envelopeSchema(z.unknown()).parse(response.json());
  return {
    status: response.statusCode,
    msg: envelope.msg,
    code: envelope.code,
    data: envelope.data as Record<string, unknown> | null,
  };
}

/** A fresh member made advertiser by the admin, funded with `balanceMinor`, with a campaign for the script. */
export async function makeAdvertiserCampaign(
  t: TestApp,
  scriptId: number,
  options: {
    budget?: string;
    maxPerReport?: string;
    dailyCap?: string;
    balanceMinor?: bigint;
  } = {},
) {
  const admin = await tokenOf(t, 'admin');
  const advertiser = await newMember(t, `adv${randomBytes(4).toString('hex')}`);
  await call(
    t,
    campaignConsoleRoutes.addAdvertiser,
    { user_id: advertiser.id, name: 'Ad Co' },
    admin,
  );
  await fund(t, advertiser.id, options.balanceMinor ?? 1_000_000n);
  const created = await call(
    t,
    campaignRoutes.create,
    {
      script_id: scriptId,
      name: 'Spring campaign',
      max_per_report: options.maxPerReport ?? '5.00',
      daily_cap_per_device: options.dailyCap ?? '50.00',
    },
    advertiser.token,
  );
  const campaignId = created.body.data!.id;
  if (options.budget !== '0') {
    await call(
      t,
      campaignRoutes.fund,
      { campaign_id: campaignId, amount: options.budget ?? '100.00', idempotency_key: key() },
      advertiser.token,
    );
  }
  return { advertiser, campaignId };
}

/** A report body with a fresh report id. */
export const reportBody = (campaignId: number, amount: string, reportId = key()) => ({
  report_id: reportId,
  campaign_id: campaignId,
  amount,
  occurred_at: 1_790_000_000,
});
