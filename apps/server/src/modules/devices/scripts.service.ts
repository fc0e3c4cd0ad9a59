import type { Language } from '@cloudmall/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { devicesRepository } from './devices.repository.ts';
import { effectiveState, toDeviceScript } from './devices.mapper.ts';
import type { DevicesService } from './devices.service.ts';
import type { DevicesDeps } from './ports.ts';

export type ScriptsService = ReturnType<typeof createScriptsService>;

export function createScriptsService(deps: DevicesDeps, devices: DevicesService) {
  const { db, clock } = deps;

  async function available(userId: number, deviceId: number, scriptId: number) {
    const device = await devices.owned(userId, deviceId);
    const row = await devicesRepository.deviceScript(db, device.id, scriptId);
    if (!row) throw new AppError('script_not_activated');
    const script = (await devicesRepository.scriptsById(db, [scriptId])).get(scriptId)!;
    return { device, row, script };
  }

  return {
    /** Scripts available on an own device (a code for each is bound there). */
    async list(userId: number, deviceId: number, language: Language) {
      const device = await devices.owned(userId, deviceId);
      const rows = await devicesRepository.scriptsOn(db, [device.id]);
      return rows.map((r) => toDeviceScript(r.row, r.script, language));
    },

    /** Enables a script whose code is bound on the device, on an unexpired device, once. */
    async enable(
      userId: number,
      input: { deviceId: number; scriptId: number; language: Language },
    ) {
      const { device, row, script } = await available(userId, input.deviceId, input.scriptId);
      if (effectiveState(device, clock.now()) === 'expired')
        throw new AppError('script_device_expired');
      const enabled = await devicesRepository.setEnabled(db, row.id, true, clock.now());
      if (!enabled) throw new AppError('script_already_enabled');
      deps.changed(userId, { type: 'devices_changed' });
      return toDeviceScript(enabled, script, input.language);
    },

    /** Disables a script on an own device; disabling a disabled one changes nothing. */
    async disable(
      userId: number,
      input: { deviceId: number; scriptId: number; language: Language },
    ) {
      const { row, script } = await available(userId, input.deviceId, input.scriptId);
      const disabled = await devicesRepository.setEnabled(db, row.id, false, clock.now());
      if (disabled) deps.changed(userId, { type: 'devices_changed' });
      return toDeviceScript(disabled ?? row, script, input.language);
    },
  };
}
