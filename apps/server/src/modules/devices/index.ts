export type {
  DevicesOrdersPort,
  DevicesPaidOrder,
  DevicesPluginPort,
  PaidLine,
  PluginDevice,
} from './ports.ts';
