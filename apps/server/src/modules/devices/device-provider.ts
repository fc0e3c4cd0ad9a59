import type { DeviceAction } from '@cloudmall/contract/devices';
import { DEVICE_MESSAGES } from '../../platform/messages/device-messages.ts';
import type { Text4 } from '../../platform/messages/messages.ts';

/** The device a provider acts on. */
export interface ProviderDevice {
  id: number;
  deviceCode: string;
  provider: string;
}

/**
 * Cloud phone control. The module keeps the life cycle (state, expiry) in its tables and asks the
 * provider to carry an action out on the real phone; a farm plugs in behind this interface.
 */
export interface DeviceProvider {
  /** Stored in `devices.provider`. */
  key: string;
  /** Shown to members and in the console, in each language. */
  name: Text4;
  /** Carries out start, shutdown or restart; throws when the farm refuses. */
  act(device: ProviderDevice, action: DeviceAction): Promise<void>;
  /** A screen picture URL, or null (the web shows a placeholder). */
  preview(device: ProviderDevice): Promise<string | null>;
}

/** The built-in provider: no real phone; the state lives in the database only, and it says so. */
export const databaseProvider: DeviceProvider = {
  key: 'database',
  name: DEVICE_MESSAGES['provider.database'],
  act: async () => undefined,
  preview: async () => null,
};
