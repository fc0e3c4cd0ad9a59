import type { Language } from '@cloudmall/contract';
import { renderDeviceMessage } from '../../platform/messages/device-messages.ts';
import type { Db } from '../../db/database.ts';
import { newDeviceCode, newPluginSecret } from './device-codes.ts';
import type { DeviceProvider } from './device-provider.ts';
import { type DeviceRow, devicesRepository } from './devices.repository.ts';

const DAY_MS = 86_400_000;

/** The name a device is stored with (English); members read it in their language (`deviceNameIn`). */
export const madeName = (deviceCode: string, free: boolean): string =>
  renderDeviceMessage(
    free ? 'device.freeName' : 'device.name',
    { last4: deviceCode.slice(-4) },
    'en',
  );

/** A device still named as it was made reads that name in `language`; another name stays as is. */
export function deviceNameIn(
  row: { name: string; deviceCode: string; free: boolean },
  language: Language,
): string {
  if (row.name !== madeName(row.deviceCode, row.free)) return row.name;
  const key = row.free ? 'device.freeName' : 'device.name';
  return renderDeviceMessage(key, { last4: row.deviceCode.slice(-4) }, language);
}

/** The expiry after adding `days`: from now when expired, else from the current expiry. */
export const extendedExpiry = (current: Date, now: Date, days: number): Date =>
  new Date(Math.max(current.getTime(), now.getTime()) + days * DAY_MS);

/**
 * Inserts a running cloud phone of `days` with a fresh public code and plugin secret. Undefined
 * only for a second free one of the member (unique free device per member).
 */
export async function insertDevice(
  trx: Db,
  input: {
    userId: number;
    days: number;
    now: Date;
    provider: DeviceProvider;
    free?: boolean;
    boundCodes?: number;
  },
): Promise<DeviceRow | undefined> {
  const deviceCode = newDeviceCode();
  return devicesRepository.insert(trx, {
    userId: input.userId,
    name: madeName(deviceCode, input.free ?? false),
    deviceCode,
    pluginSecret: newPluginSecret(),
    state: 'running',
    expiresAt: new Date(input.now.getTime() + input.days * DAY_MS),
    free: input.free ?? false,
    provider: input.provider.key,
    boundCodes: input.boundCodes ?? 0,
    createdAt: input.now,
    updatedAt: input.now,
  });
}
