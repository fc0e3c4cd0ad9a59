import { devicesConsoleRoutes, devicesRoutes } from '@cloudmall/contract/devices';
import { eq } from 'drizzle-orm';
import { scripts } from '../../db/schema/index.ts';
import { call, type TestApp } from '../../../test/test-app.ts';
import { newMember, tokenOf } from '../../../test/wallet-helpers.ts';

let counter = 0;
let admin: { app: TestApp; token: Promise<string> } | undefined;
/** A fresh member with a token (unique name per call). */
export async function member(t: TestApp, prefix = 'dev') {
  counter += 1;
  return newMember(t, `${prefix}${Date.now() % 100_000}${counter}`);
}

/** Codes issued by the console: `count` codes of a kind (script codes for the first script). */
export async function batch(
  t: TestApp,
  kind: 'cloud_phone' | 'script',
  count: number,
  days = 7,
): Promise<{ codes: string[]; scriptId: number | null }> {
  // One admin login per app (a second login would end the first session: single-session rule).
  if (admin?.app !== t) admin = { app: t, token: tokenOf(t, 'admin') };
  const scriptId =
    kind === 'script'
      ? (await t.db.select().from(scripts).orderBy(scripts.id).limit(1))[0]!.id
      : undefined;
  const { body } = await call(
    t,
    devicesConsoleRoutes.batchCodes,
    { kind, days, count, ...(scriptId ? { script_id: scriptId } : {}) },
    await admin.token,
  );
  if (!body.data) throw new Error(`batch failed: ${body.msg}`);
  return { codes: body.data.codes, scriptId: scriptId ?? null };
}

/** A running device of the member, made by redeeming a fresh cloud-phone code. */
export async function deviceOf(t: TestApp, token: string): Promise<number> {
  const { codes } = await batch(t, 'cloud_phone', 1);
  const { body } = await call(t, devicesRoutes.redeem, { code: codes[0]! }, token);
  if (!body.data) throw new Error(`redeem failed: ${body.msg}`);
  return body.data.device.id;
}

/** Sets a setting of the devices module. */
export async function setRedeemLimits(t: TestApp, perMember: number, perIp: number) {
  await t.settings.set('devices.redeemLimits', {
    wrongPerMemberPerHour: perMember,
    wrongPerIpPerHour: perIp,
  });
}

export const scriptIdOf = async (t: TestApp, name: string) =>
  (await t.db.select().from(scripts).where(eq(scripts.name, name)))[0]!.id;
