import { and, eq } from 'drizzle-orm';
import type { Db } from './db/database.ts';
import { devices, deviceScripts, pluginMemberFreezes } from './db/schema/index.ts';
import type { Clock } from './platform/clock.ts';
import { notFound } from './platform/http/app-error.ts';
import { defineModule } from './platform/module.ts';
import type { CampaignDevicesPort } from './modules/campaigns/index.ts';

/**
 * TEMPORARY, until the devices module is merged: the plugin's device port and the `device` signer
 * read straight from devices' tables. The merger deletes this file and wires `devices.plugin` and
 * the devices module's freeze use cases (its `signingKeys.device` replaces this module's).
 */
export function createDevicesBridge(db: Db, clock: Clock) {
  const byCode = async (code: string) =>
    (await db.select().from(devices).where(eq(devices.deviceCode, code)))[0] ?? null;
  const setFrozen = async (code: string, by: number, reason: string, on: boolean) => {
    const row = await byCode(code);
    if (!row) throw notFound();
    await db
      .update(devices)
      .set(on ? { frozenAt: clock.now(), frozenBy: by, frozenReason: reason } : { frozenAt: null })
      .where(eq(devices.id, row.id));
  };
  const port: CampaignDevicesPort = {
    async findByCode(code) {
      const row = await byCode(code);
      if (!row) return null;
      const memberFrozen = await db
        .select()
        .from(pluginMemberFreezes)
        .where(eq(pluginMemberFreezes.userId, row.userId));
      const enabled = await db
        .select({ scriptId: deviceScripts.scriptId })
        .from(deviceScripts)
        .where(and(eq(deviceScripts.deviceId, row.id), eq(deviceScripts.enabled, true)));
      return {
        deviceId: row.id,
        userId: row.userId,
        deviceCode: row.deviceCode,
        expired: row.state === 'expired' || row.expiresAt <= clock.now(),
        frozen: row.frozenAt !== null || memberFrozen.length > 0,
        enabledScriptIds: enabled.map((s) => s.scriptId),
      };
    },
    freezeDevice: (code, by, reason) => setFrozen(code, by, reason, true),
    unfreezeDevice: (code, by, reason) => setFrozen(code, by, reason, false),
    freezeMember: async (userId, by, reason) =>
      db.insert(pluginMemberFreezes).values({ userId, by, reason }).onConflictDoNothing(),
    unfreezeMember: async (userId) =>
      db.delete(pluginMemberFreezes).where(eq(pluginMemberFreezes.userId, userId)),
  };
  return defineModule({
    name: 'devices-bridge',
    port,
    routes: () => undefined,
    signingKeys: {
      device: async (keyId: string) => {
        const row = await byCode(keyId);
        return row ? { secret: row.pluginSecret, windowSeconds: 300 } : null;
      },
    },
  });
}
