import type { Clock } from '../../platform/clock.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';
import type { SettingsService } from '../settings/index.ts';
import type { Db } from '../../db/database.ts';
import type { DevicesPluginPort, PluginDevice } from '../devices/index.ts';
import type { MemberDirectory } from '../identity/index.ts';
import type { HeldCreditInput } from '../wallet/index.ts';

export type { PluginDevice };

/** Members by id (identity's directory): an advertiser must be a member. */
export type CampaignMembers = MemberDirectory;

/** What campaigns needs from devices: the plugin's device, and freezing a member or a device code. */
export interface CampaignDevicesPort extends DevicesPluginPort {
  freezeDevice(deviceCode: string, by: number, reason: string): Promise<unknown>;
  unfreezeDevice(deviceCode: string, by: number, reason: string): Promise<unknown>;
  freezeMember(userId: number, by: number, reason: string): Promise<unknown>;
  unfreezeMember(userId: number, by: number, reason: string): Promise<unknown>;
}

/** What campaigns needs from the wallet: held income credited inside its own transaction. */
export interface CampaignWalletPort {
  heldCredit(): Promise<
    (trx: Db, input: HeldCreditInput) => Promise<{ holdId: number; availableAt: Date }>
  >;
}

/** What the campaigns module is built with (wired in app-modules.ts); each use case picks its part. */
export interface CampaignsDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  changed: ChangePort;
  /** devices' `plugin.findByCode` and its freeze use cases. */
  devices: () => CampaignDevicesPort;
  /** identity's member directory. */
  members: CampaignMembers;
  /** The wallet's `income` (`heldCredit`). */
  wallet: () => CampaignWalletPort;
}
