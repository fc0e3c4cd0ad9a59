import type { SigningKey } from '../../platform/http/signed-request.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, forbidden, notFound } from '../../platform/http/app-error.ts';
import { consoleRepository } from './console.repository.ts';
import { devicesRepository } from './devices.repository.ts';
import { effectiveState } from './devices.mapper.ts';
import type { DevicesDeps, PluginDevice } from './ports.ts';

/** How far a plugin's signed timestamp may be from our clock. */
const PLUGIN_WINDOW_SECONDS = 300;

export type PluginService = ReturnType<typeof createPluginService>;

export function createPluginService(deps: DevicesDeps) {
  const { db, clock } = deps;

  /** The plugin's view of a device: expired, frozen (device or member), enabled scripts. */
  async function findByCode(code: string): Promise<PluginDevice | null> {
    const row = await devicesRepository.byCode(db, code);
    if (!row) return null;
    const [frozenMembers, scripts] = await Promise.all([
      devicesRepository.memberFrozen(db, [row.userId]),
      devicesRepository.scriptsOn(db, [row.id]),
    ]);
    return {
      deviceId: row.id,
      userId: row.userId,
      deviceCode: row.deviceCode,
      expired: effectiveState(row, clock.now()) === 'expired',
      frozen: row.frozenAt !== null || frozenMembers.has(row.userId),
      enabledScriptIds: scripts.filter((s) => s.row.enabled).map((s) => s.script.id),
    };
  }

  /** Admin freeze of a device code or member, idempotent, audited. */
  async function freeze(
    target: { deviceCode: string } | { userId: number },
    by: number,
    reason: string,
    on: boolean,
  ) {
    const changed = await inTransaction(db, async (trx) => {
      let moved: boolean;
      let userId: number;
      if ('deviceCode' in target) {
        const row = await devicesRepository.byCode(trx, target.deviceCode);
        if (!row) throw notFound();
        userId = row.userId;
        moved = (row.frozenAt !== null) !== on;
        if (moved)
          await devicesRepository.setFrozen(
            trx,
            row.id,
            on ? { at: clock.now(), by, reason } : null,
          );
      } else {
        userId = target.userId;
        moved = on
          ? await devicesRepository
              .freezeMember(trx, userId, by, reason)
              .catch((error: unknown) => {
                if (
                  (error as { code?: string }).code === '23503' ||
                  String(error).includes('foreign key')
                )
                  throw notFound();
                throw error;
              })
          : await devicesRepository.unfreezeMember(trx, userId);
      }
      await recordAudit(trx, {
        actorUserId: by,
        action: `devices.${on ? 'freeze' : 'unfreeze'}`,
        target: 'deviceCode' in target ? `device:${target.deviceCode}` : `user:${userId}`,
        before: { frozen: moved ? !on : on },
        after: { frozen: on },
        reason,
      });
      return { moved, userId };
    });
    if (changed.moved) deps.changed(changed.userId, { type: 'devices_changed' });
    return { frozen: on, changed: changed.moved };
  }

  return {
    findByCode,
    /** A script exists when the catalogue of scripts holds its id. */
    async scriptExists(scriptId: number): Promise<boolean> {
      return (await devicesRepository.scriptsById(db, [scriptId])).has(scriptId);
    },
    /** A script is missing, disabled or enabled. */
    async scriptStatus(scriptId: number): Promise<'missing' | 'disabled' | 'enabled'> {
      const script = (await devicesRepository.scriptsById(db, [scriptId])).get(scriptId);
      return !script ? 'missing' : script.enabled ? 'enabled' : 'disabled';
    },
    /** Whether a device code (or any device of a member) has one of the scripts available. */
    async runsScripts(
      target: { deviceCode: string } | { userId: number },
      scriptIds: number[],
    ): Promise<boolean> {
      if ('userId' in target) return consoleRepository.runsScripts(db, target, scriptIds);
      const row = await devicesRepository.byCode(db, target.deviceCode);
      return row ? consoleRepository.runsScripts(db, { deviceId: row.id }, scriptIds) : false;
    },
    /** The plugin secret of a device code (the signed route's key; key id = device code). */
    async signingKey(keyId: string): Promise<SigningKey | null> {
      const row = await devicesRepository.byCode(db, keyId);
      return row ? { secret: row.pluginSecret, windowSeconds: PLUGIN_WINDOW_SECONDS } : null;
    },

    /** The plugin is alive: online and seen now; a frozen device or member is refused. */
    async heartbeat(keyId: string, deviceCode: string) {
      if (keyId !== deviceCode) throw forbidden();
      const device = await findByCode(deviceCode);
      if (!device) throw notFound();
      if (device.frozen) throw new AppError('device_frozen');
      const now = clock.now();
      const row = await devicesRepository.update(db, device.deviceId, {
        online: true,
        lastSeenAt: now,
      });
      return {
        device_code: row.deviceCode,
        state: effectiveState(row, now),
        expires_at: row.expiresAt.toISOString(),
        enabled_script_ids: device.expired ? [] : device.enabledScriptIds,
        server_time: now.toISOString(),
      };
    },

    freezeDevice: (deviceCode: string, by: number, reason: string) =>
      freeze({ deviceCode }, by, reason, true),
    unfreezeDevice: (deviceCode: string, by: number, reason: string) =>
      freeze({ deviceCode }, by, reason, false),
    freezeMember: (userId: number, by: number, reason: string) =>
      freeze({ userId }, by, reason, true),
    unfreezeMember: (userId: number, by: number, reason: string) =>
      freeze({ userId }, by, reason, false),
  };
}
