import {
  devicesConsoleRoutes,
  devicesPluginRoutes,
  devicesRoutes,
} from '@cloudmall/contract/devices';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { placePaidOrder } from '../../../test/order-helpers.ts';
import { call } from '../../../test/test-app.ts';
import { fund, key, tokenOf } from '../../../test/wallet-helpers.ts';
import { activationCodes, deviceOffers, devices, goodsSkus } from '../../db/schema/index.ts';
import { signRequest, SIGNED_HEADERS } from '../../platform/http/signed-request.ts';
import { batch, deviceOf, member, setRedeemLimits } from './devices-test-kit.ts';

useTestApp({ catalog: true }, async (app) => setRedeemLimits(app, 1000, 100_000));

/** Puts a device's expiry one second in the past (the clock stays, so sessions stay valid). */
const expire = (id: number) =>
  t.db
    .update(devices)
    .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
    .where(eq(devices.id, id));

async function heartbeat(deviceCode: string, secret: string) {
  const body = JSON.stringify({ device_code: deviceCode });
  const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${devicesPluginRoutes.heartbeat.path}`,
    headers: {
      'content-type': 'application/json',
      [SIGNED_HEADERS.keyId]: deviceCode,
      [SIGNED_HEADERS.timestamp]: timestamp,
      [SIGNED_HEADERS.signature]: signRequest(secret, timestamp, body),
    },
    payload: body,
  });
  return response.json() as { code: number; msg: string; data: { state: string } | null };
}

describe('cloud phones', () => {
  it('start, shutdown and restart move the state through the database provider', async () => {
    const m = await member(t);
    const id = await deviceOf(t, m.token);
    const act = (action: 'start' | 'shutdown' | 'restart') =>
      call(t, devicesRoutes.action, { id, action }, m.token);
    expect((await act('shutdown')).body.data!.state).toBe('shutdown');
    expect((await act('start')).body.data!.state).toBe('running');
    expect((await act('restart')).body.data!.provider_name).toMatch(/Database/);
  });

  it('the expiry job marks past devices expired (skip locked, fake clock); reads already say expired', async () => {
    const m = await member(t);
    const id = await deviceOf(t, m.token);
    await expire(id);
    const read = await call(t, devicesRoutes.details, { id }, m.token);
    expect(read.body.data!.state).toBe('expired');
    const done = await t.devices.jobs.runDue();
    expect(done.devices).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(devices).where(eq(devices.id, id));
    expect(row!.state).toBe('expired');
  });

  it('answers device expired for an action on an expired device', async () => {
    const m = await member(t);
    const id = await deviceOf(t, m.token);
    await expire(id);
    const { body } = await call(t, devicesRoutes.action, { id, action: 'start' }, m.token);
    expect(body.msg).toBe('device_expired');
  });

  it('renews from the balance by a configured plan; unknown plans and short balances are refused', async () => {
    const m = await member(t);
    const id = await deviceOf(t, m.token);
    const plans = await call(t, devicesRoutes.renewPlans, {}, m.token);
    expect(plans.body.data!.plans).toEqual([
      { days: 7, price: '9.90' },
      { days: 30, price: '29.90' },
    ]);
    const renew = (days: number) =>
      call(t, devicesRoutes.renew, { id, days, idempotency_key: key() }, m.token);
    expect((await renew(7)).body.msg).toBe('insufficient_balance');
    await fund(t, m.id, 1000n);
    expect((await renew(5)).body.msg).toBe('renew_plan_invalid');
    const ok = await renew(7);
    expect(ok.body.data!.price).toBe('9.90');
    expect(ok.body.data!.device.days_left).toBe(14);
  });

  it('one free cloud phone per member', async () => {
    const m = await member(t);
    const first = await call(t, devicesRoutes.claimFree, {}, m.token);
    expect(first.body.data!.free).toBe(true);
    expect(first.body.data!.days_left).toBe(3);
    const second = await call(t, devicesRoutes.claimFree, {}, m.token);
    expect(second.body.msg).toBe('free_device_claimed');
  });
});

describe('scripts on a device', () => {
  it('enables a script whose code is bound there, once; disables it', async () => {
    const m = await member(t);
    const id = await deviceOf(t, m.token);
    const { codes, scriptId } = await batch(t, 'script', 1);
    const input = { device_id: id, script_id: scriptId! };
    expect((await call(t, devicesRoutes.enableScript, input, m.token)).body.msg).toBe(
      'script_not_activated',
    );
    await call(t, devicesRoutes.redeem, { code: codes[0]!, device_id: id }, m.token);
    expect((await call(t, devicesRoutes.enableScript, input, m.token)).body.data!.enabled).toBe(
      true,
    );
    expect((await call(t, devicesRoutes.enableScript, input, m.token)).body.msg).toBe(
      'script_already_enabled',
    );
    expect((await call(t, devicesRoutes.disableScript, input, m.token)).body.data!.enabled).toBe(
      false,
    );
  });

  it('answers script exception: device expired, renew first', async () => {
    const m = await member(t);
    const id = await deviceOf(t, m.token);
    const { codes, scriptId } = await batch(t, 'script', 1);
    await call(t, devicesRoutes.redeem, { code: codes[0]!, device_id: id }, m.token);
    await expire(id);
    const { body } = await call(
      t,
      devicesRoutes.enableScript,
      { device_id: id, script_id: scriptId! },
      m.token,
    );
    expect(body.msg).toBe('script_device_expired');
  });
});

describe('the script plugin', () => {
  it('heartbeats signed with the plugin secret; a frozen device or member is refused', async () => {
    const m = await member(t);
    const id = await deviceOf(t, m.token);
    const details = (await call(t, devicesRoutes.details, { id }, m.token)).body.data!;
    expect((await heartbeat(details.device_code, details.plugin_secret)).code).toBe(1);
    expect((await heartbeat(details.device_code, 'f'.repeat(64))).code).not.toBe(1);
    const plugin = await t.devices.plugin.findByCode(details.device_code);
    expect(plugin).toMatchObject({ deviceId: id, userId: m.id, frozen: false, expired: false });
    const admin = await tokenOf(t, 'admin');
    const freeze = { device_code: details.device_code, reason: 'abuse' };
    await call(t, devicesConsoleRoutes.freezeDevice, freeze, admin);
    expect((await heartbeat(details.device_code, details.plugin_secret)).msg).toBe('device_frozen');
    await call(t, devicesConsoleRoutes.unfreezeDevice, freeze, admin);
    expect((await heartbeat(details.device_code, details.plugin_secret)).code).toBe(1);
    await call(t, devicesConsoleRoutes.freezeMember, { user_id: m.id, reason: 'abuse' }, admin);
    expect((await t.devices.plugin.findByCode(details.device_code))!.frozen).toBe(true);
    expect((await heartbeat(details.device_code, details.plugin_secret)).msg).toBe('device_frozen');
    const unknown = await call(
      t,
      devicesConsoleRoutes.freezeMember,
      { user_id: 999_999, reason: 'x' },
      admin,
    );
    expect(unknown.body.msg).toBe('not_found');
  });
});

describe('codes issued on paid orders', () => {
  it('issues one code per unit of a cloud-phone plan, exactly once', async () => {
    const [offer] = await t.db
      .select()
      .from(deviceOffers)
      .where(eq(deviceOffers.kind, 'cloud_phone'))
      .limit(1);
    const [sku] = await t.db.select().from(goodsSkus).where(eq(goodsSkus.id, offer!.skuId!));
    const m = await member(t);
    await fund(t, m.id, 10_000_000n);
    const [order] = await placePaidOrder(t, m.token, [
      { goods_id: offer!.goodsId, sku_id: sku!.id, number: 3 },
    ]);
    const issued = await t.db
      .select()
      .from(activationCodes)
      .where(and(eq(activationCodes.orderId, order!.id), eq(activationCodes.userId, m.id)));
    console.log(`order ${order!.id}: 3 units → ${issued.length} codes of ${offer!.days} days`);
    expect(issued.length).toBe(3);
    expect(issued.every((c) => c.days === offer!.days && c.kind === 'cloud_phone')).toBe(true);
    // A repeated hook issues nothing more.
    const { inTransaction } = await import('../../db/transaction.ts');
    await inTransaction(t.db, (trx) => t.devices.onPaid(trx, { id: order!.id, userId: m.id }));
    const again = await t.db
      .select()
      .from(activationCodes)
      .where(eq(activationCodes.orderId, order!.id));
    expect(again.length).toBe(3);
    const listed = await call(t, devicesRoutes.codes, { state: 'unused' }, m.token);
    expect(listed.body.data!.data[0]!.code).toMatch(
      /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/,
    );
    const redeemed = await call(
      t,
      devicesRoutes.redeem,
      { code: listed.body.data!.data[0]!.code },
      m.token,
    );
    expect(redeemed.body.data!.device.days_left).toBe(offer!.days);
  });
});
