import type { Language } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';
import type { SettingsService } from '../settings/index.ts';
import type { DeviceProvider } from './device-provider.ts';

/** What the income helper asks of devices: a plugin's device by its public code. */
export interface PluginDevice {
  deviceId: number;
  userId: number;
  deviceCode: string;
  /** Past its expiry (or marked expired). */
  expired: boolean;
  /** The device code or its member is frozen for the plugin. */
  frozen: boolean;
  enabledScriptIds: number[];
}

/** The port devices offers to the plugin income side. */
export interface DevicesPluginPort {
  findByCode(code: string): Promise<PluginDevice | null>;
  /** Whether a script exists (an advertiser's campaign pays for one). */
  scriptExists(scriptId: number): Promise<boolean>;
  /** Whether a script exists and is enabled (a new campaign needs one). */
  scriptStatus(scriptId: number): Promise<'missing' | 'disabled' | 'enabled'>;
  /** Whether a device code (or any device of a member) has one of the scripts available. */
  runsScripts(
    target: { deviceCode: string } | { userId: number },
    scriptIds: number[],
  ): Promise<boolean>;
}

/** What devices asks of the catalog: title and price of goods on sale (the console's offers). */
export interface DevicesGoodsPort {
  cards(
    ids: number[],
    language: Language,
  ): Promise<Array<{ id: number; title: string; price: string }>>;
}

/** One paid order line, as the orders module gives it to the payment hook. */
export interface PaidLine {
  id: number;
  goodsId: number;
  skuId: number;
  number: number;
}

/** What devices asks of orders: the lines of paid orders, in the payment transaction. */
export interface DevicesOrdersPort {
  items(trx: Db, orderIds: number[]): Promise<PaidLine[]>;
}

/** A paid order as the `orders.events.onPaid` hook receives it (fields devices reads). */
export interface DevicesPaidOrder {
  id: number;
  userId: number;
}

export interface DevicesDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  /** Wrong-code attempt counters (per member, per address). */
  counters: CounterStore;
  /** Tells a member's screens their devices or codes changed (after commit). */
  changed: ChangePort;
  /** The orders module's order lines (a getter: orders may be built later). */
  orders: () => DevicesOrdersPort;
  /** The catalog's goods cards (a getter: the catalog may be built later). */
  goods?: () => DevicesGoodsPort;
  /** Cloud phone control; the first is used for new devices (default: the database provider). */
  providers?: DeviceProvider[];
}
