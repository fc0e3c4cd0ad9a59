import type { Db } from '../../db/database.ts';
import { newDeviceCode, newPluginSecret } from './device-codes.ts';
import type { DeviceProvider } from './device-provider.ts';
import { type DeviceRow, devicesRepository } from './devices.repository.ts';

const DAY_MS = 86_400_000;

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
    name: `${input.free ? 'Free cloud phone' : 'Cloud phone'} ${deviceCode.slice(-4)}`,
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
