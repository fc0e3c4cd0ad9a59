import type { Language } from '@cloudmall/contract';
import type { DeviceAction, DeviceDetail } from '@cloudmall/contract/devices';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { databaseProvider, type DeviceProvider } from './device-provider.ts';
import { type DeviceFilter, type DeviceRow, devicesRepository } from './devices.repository.ts';
import { effectiveState, toDevice, toDeviceScript } from './devices.mapper.ts';
import { insertDevice } from './new-device.ts';
import type { DevicesDeps } from './ports.ts';

/** What each action needs and leaves: start from shutdown, shutdown or restart from running. */
const ACTIONS: Record<DeviceAction, { from: string[]; to: string }> = {
  start: { from: ['shutdown', 'running'], to: 'running' },
  shutdown: { from: ['running', 'shutdown'], to: 'shutdown' },
  restart: { from: ['running', 'shutdown'], to: 'running' },
};

const page = (query: { page: number; list_rows: number }) => ({
  offset: (query.page - 1) * query.list_rows,
  limit: query.list_rows,
});

export type DevicesService = ReturnType<typeof createDevicesService>;

export function createDevicesService(deps: DevicesDeps) {
  const { db, clock, settings } = deps;
  const providers = deps.providers ?? [databaseProvider];
  const providerOf = (row: DeviceRow): DeviceProvider =>
    providers.find((p) => p.key === row.provider) ?? databaseProvider;
  const shown = async (row: DeviceRow, language: Language) =>
    toDevice(row, {
      now: clock.now(),
      providers,
      language,
      preview: await providerOf(row).preview(row),
    });

  async function owned(userId: number, id: number): Promise<DeviceRow> {
    const row = await devicesRepository.own(db, userId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    providers,
    owned,

    /** The member's devices (or, for the console, every device matching the filter), newest first. */
    async list(
      filter: Omit<DeviceFilter, 'now'>,
      query: { page: number; list_rows: number },
      language: Language,
    ) {
      const { offset, limit } = page(query);
      const { rows, total } = await devicesRepository.page(
        db,
        { ...filter, now: clock.now() },
        offset,
        limit,
      );
      return {
        total,
        per_page: limit,
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / limit)),
        data: await Promise.all(rows.map((row) => shown(row, language))),
        rows,
      };
    },

    /** One own device with what the plugin is configured with; another member's id is not found. */
    async details(userId: number, id: number, language: Language): Promise<DeviceDetail> {
      const row = await owned(userId, id);
      const [scripts, frozen] = await Promise.all([
        devicesRepository.scriptsOn(db, [row.id]),
        devicesRepository.memberFrozen(db, [userId]),
      ]);
      return {
        ...(await shown(row, language)),
        plugin_secret: row.pluginSecret,
        member_frozen: frozen.has(userId),
        created_at: row.createdAt.toISOString(),
        scripts: scripts.map((s) => toDeviceScript(s.row, s.script, language)),
      };
    },

    /** Start, shut down or restart an own device through its provider; an expired one must renew first. */
    async act(userId: number, id: number, action: DeviceAction, language: Language) {
      const row = await owned(userId, id);
      if (effectiveState(row, clock.now()) === 'expired') throw new AppError('device_expired');
      await providerOf(row).act(row, action);
      const moved = await devicesRepository.transition(
        db,
        row.id,
        ACTIONS[action].from,
        ACTIONS[action].to,
        clock.now(),
      );
      if (!moved || effectiveState(moved, clock.now()) === 'expired')
        throw new AppError('device_expired');
      deps.changed(userId, { type: 'devices_changed' });
      return shown(moved, language);
    },

    /** One free cloud phone per member, running for `devices.freeDays` (unique free device per member). */
    async claimFree(userId: number, language: Language) {
      const days = await settings.get('devices.freeDays');
      const row = await inTransaction(db, (trx) =>
        insertDevice(trx, { userId, days, now: clock.now(), provider: providers[0]!, free: true }),
      );
      if (!row) throw new AppError('free_device_claimed');
      deps.changed(userId, { type: 'devices_changed' });
      return shown(row, language);
    },
  };
}
