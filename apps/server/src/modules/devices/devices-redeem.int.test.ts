import { devicesRoutes } from '@cloudmall/contract/devices';
import { describe, expect, it } from 'vitest';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { call } from '../../../test/test-app.ts';
import { tokenOf } from '../../../test/wallet-helpers.ts';
import { batch, deviceOf, member, setRedeemLimits } from './devices-test-kit.ts';

useTestApp({}, async (app) => setRedeemLimits(app, 1000, 100_000));

const redeem = (token: string, code: string, deviceId?: number) =>
  call(t, devicesRoutes.redeem, { code, ...(deviceId ? { device_id: deviceId } : {}) }, token);

describe('redeeming activation codes', () => {
  it('the demo member sees codes in every state', async () => {
    const demo = await tokenOf(t, 'demo');
    for (const state of ['unused', 'bound', 'expired'] as const) {
      const { body } = await call(t, devicesRoutes.codes, { state }, demo);
      expect(body.data!.total, state).toBeGreaterThan(0);
    }
  });
  it('a cloud-phone code without a device creates a running device of its days', async () => {
    const m = await member(t);
    const { codes } = await batch(t, 'cloud_phone', 1, 7);
    const { body } = await redeem(m.token, codes[0]!.toLowerCase());
    expect(body.msg).toBe('ok');
    expect(body.data!.device.state).toBe('running');
    expect(body.data!.device.days_left).toBe(7);
    expect(body.data!.code.state).toBe('bound');
    const list = await call(t, devicesRoutes.codes, { state: 'bound' }, m.token);
    expect(list.body.data!.data.map((c) => c.id)).toEqual([body.data!.code.id]);
  });

  it('a cloud-phone code onto a device adds its days; an expired device runs again', async () => {
    const m = await member(t);
    const id = await deviceOf(t, m.token);
    t.clock.advance(10 * 86_400_000);
    const before = await call(t, devicesRoutes.details, { id }, m.token);
    expect(before.body.data!.state).toBe('expired');
    const { codes } = await batch(t, 'cloud_phone', 1, 30);
    const { body } = await redeem(m.token, codes[0]!, id);
    expect(body.data!.device.state).toBe('running');
    expect(body.data!.device.days_left).toBe(30);
  });

  it('a script code makes its script available on the device', async () => {
    const m = await member(t);
    const id = await deviceOf(t, m.token);
    const { codes, scriptId } = await batch(t, 'script', 1, 30);
    const { body } = await redeem(m.token, codes[0]!, id);
    expect(body.data!.script_id).toBe(scriptId);
    const scripts = await call(t, devicesRoutes.scripts, { device_id: id }, m.token);
    expect(scripts.body.data!.map((s) => [s.script_id, s.enabled])).toEqual([[scriptId, false]]);
  });

  it('answers please enter the activation code for an empty code', async () => {
    const m = await member(t);
    expect((await redeem(m.token, ' - ')).body.msg).toBe('activation_code_required');
  });

  it('answers activation code wrong for unknown, used, mistyped and other members’ codes', async () => {
    const m = await member(t);
    const other = await member(t);
    const { codes } = await batch(t, 'cloud_phone', 2);
    expect((await redeem(m.token, codes[0]!)).body.msg).toBe('ok');
    for (const code of [
      codes[0]!, // used
      'AAAAAAAAAAAAAAAA', // unknown
      'ABC', // wrong length
      '0O1I0O1I0O1I0O1I', // outside the alphabet
    ])
      expect((await redeem(m.token, code)).body.msg, code).toBe('activation_code_wrong');
    // A code the buyer owns is not redeemable by another member.
    const owned = await call(t, devicesRoutes.codes, {}, m.token);
    expect(owned.body.data!.data[0]!.code).toContain('••••');
    expect((await redeem(other.token, codes[0]!)).body.msg).toBe('activation_code_wrong');
  });

  it('answers activation code wrong for a code past its expiry', async () => {
    const { codes } = await batch(t, 'cloud_phone', 1);
    t.clock.advance(366 * 86_400_000);
    const m = await member(t);
    expect((await redeem(m.token, codes[0]!)).body.msg).toBe('activation_code_wrong');
  });

  it('answers activation code binding limit reached past the device cap (3)', async () => {
    const m = await member(t);
    const id = await deviceOf(t, m.token); // 1 bound
    const { codes } = await batch(t, 'script', 3);
    expect((await redeem(m.token, codes[0]!, id)).body.msg).toBe('ok');
    expect((await redeem(m.token, codes[1]!, id)).body.msg).toBe('ok');
    expect((await redeem(m.token, codes[2]!, id)).body.msg).toBe('activation_code_limit');
    // The refused code stays unused: it binds to another device.
    const other = await deviceOf(t, m.token);
    expect((await redeem(m.token, codes[2]!, other)).body.msg).toBe('ok');
  });

  it("another member's device id is not found", async () => {
    const m = await member(t);
    const other = await member(t);
    const id = await deviceOf(t, other.token);
    const { codes } = await batch(t, 'script', 1);
    expect((await redeem(m.token, codes[0]!, id)).body.msg).toBe('not_found');
    expect((await call(t, devicesRoutes.details, { id }, m.token)).body.msg).toBe('not_found');
  });

  it('refuses bad input: negative ids and over-long codes', async () => {
    const m = await member(t);
    const neg = await call(t, devicesRoutes.redeem, { code: 'X', device_id: -1 }, m.token);
    expect(neg.body.msg).toBe('validation_failed');
    const long = await call(t, devicesRoutes.redeem, { code: 'A'.repeat(65) }, m.token);
    expect(long.body.msg).toBe('validation_failed');
  });

  it('limits wrong codes per member (too many attempts), then per address', async () => {
    await setRedeemLimits(t, 3, 100_000);
    const m = await member(t);
    for (let i = 0; i < 3; i += 1)
      expect((await redeem(m.token, 'AAAAAAAAAAAAAAAA')).body.msg).toBe('activation_code_wrong');
    expect((await redeem(m.token, 'AAAAAAAAAAAAAAAA')).body.msg).toBe('too_many_attempts');
    const fresh = await member(t);
    expect((await redeem(fresh.token, 'AAAAAAAAAAAAAAAA')).body.msg).toBe('activation_code_wrong');
    await setRedeemLimits(t, 1000, 1);
    expect((await redeem(fresh.token, 'AAAAAAAAAAAAAAAA')).body.msg).toBe('too_many_attempts');
    await setRedeemLimits(t, 1000, 100_000);
  });
});
