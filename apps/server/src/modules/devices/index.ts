import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { createCodesService } from './codes.service.ts';
import { createConsoleService } from './console.service.ts';
import { createDeviceJobs } from './device-jobs.ts';
import { databaseProvider } from './device-provider.ts';
import { createDevicesService } from './devices.service.ts';
import { devicesSettings } from './devices.settings.ts';
import { createPluginService } from './plugin.service.ts';
import type { DevicesDeps, DevicesPluginPort } from './ports.ts';
import { createRedeemService } from './redeem.service.ts';
import { createRenewService } from './renew.service.ts';
import { registerDevicesRoutes } from './routes/app.routes.ts';
import { registerDevicesConsoleRoutes } from './routes/console.routes.ts';
import { createScriptsService } from './scripts.service.ts';

/**
 * Cloud phones, scripts and activation codes: codes issued when a plan or script order is paid
 * (`onPaid`, register on `orders.events.onPaid`), redeemed onto devices under a per-device cap,
 * device life cycle through a `DeviceProvider`, renewals from the balance, the free cloud phone,
 * scripts per device, the plugin's signed heartbeat and freezes, and the `plugin` port.
 */
export function createDevicesModule(
  input: DevicesDeps & { balanceOf: (userId: number) => Promise<bigint> },
) {
  const deps = { ...input, providers: input.providers ?? [databaseProvider] };
  const devices = createDevicesService(deps);
  const codes = createCodesService(deps);
  const redeem = createRedeemService(deps);
  const renew = createRenewService(deps);
  const scripts = createScriptsService(deps, devices);
  const pluginService = createPluginService(deps);
  const jobs = createDeviceJobs(deps);
  const admin = createConsoleService(deps);
  const plugin: DevicesPluginPort = {
    findByCode: pluginService.findByCode,
    scriptExists: pluginService.scriptExists,
    scriptStatus: pluginService.scriptStatus,
    runsScripts: pluginService.runsScripts,
  };
  const module = defineModule({
    name: 'devices',
    devices,
    codes,
    redeem,
    renew,
    scripts,
    admin,
    plugin,
    jobs,
    /** Register on `orders.events.onPaid`: issues the codes of a paid order, once per unit. */
    onPaid: codes.onPaid,
    freezeDevice: pluginService.freezeDevice,
    unfreezeDevice: pluginService.unfreezeDevice,
    freezeMember: pluginService.freezeMember,
    unfreezeMember: pluginService.unfreezeMember,
    signingKeys: { device: (keyId: string) => pluginService.signingKey(keyId) },
    routes: (app: FastifyInstance, bind: BindRoute): void => {
      registerDevicesRoutes(app, bind, module);
      registerDevicesConsoleRoutes(app, bind, {
        ...module,
        db: deps.db,
        plugin: pluginService,
      });
    },
    /** Devices and unused codes past their expiry become expired. */
    schedule: [{ name: 'devices.expire', everyMs: 30_000, run: () => jobs.runDue() }],
    settings: devicesSettings,
  });
  return module;
}

export type DevicesModule = ReturnType<typeof createDevicesModule>;
export type {
  DevicesDeps,
  DevicesGoodsPort,
  DevicesOrdersPort,
  DevicesPaidOrder,
  DevicesPluginPort,
  PaidLine,
  PluginDevice,
} from './ports.ts';
export type { DeviceProvider, ProviderDevice } from './device-provider.ts';
export { databaseProvider } from './device-provider.ts';
export { devicesSettings } from './devices.settings.ts';
export { hashCode, newActivationCode, newDeviceCode, newPluginSecret } from './device-codes.ts';
