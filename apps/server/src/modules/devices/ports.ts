import type { Db } from '../../db/database.ts';

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
}

/** One paid order line, as the orders module gives it to the payment hook. */
export interface PaidLine {
  id: number;
  goodsId: number;
  skuId: number;
  number: number;
}

/** What devices asks of orders: the lines of a paid order, in the payment transaction. */
export interface DevicesOrdersPort {
  items(trx: Db, orderIds: number[]): Promise<PaidLine[]>;
}

/** A paid order as the `orders.events.onPaid` hook receives it (fields devices reads). */
export interface DevicesPaidOrder {
  id: number;
  userId: number;
}
