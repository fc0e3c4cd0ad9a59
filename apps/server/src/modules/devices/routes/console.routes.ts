import {
  devicesAdminRoutes,
  devicesConsoleRoutes,
  devicesPluginRoutes,
} from '@cloudmall/contract/devices';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { CodesService } from '../codes.service.ts';
import type { ConsoleService } from '../console.service.ts';
import type { DevicesService } from '../devices.service.ts';
import type { PluginService } from '../plugin.service.ts';
import { devicesRepository } from '../devices.repository.ts';
import type { Db } from '../../../db/database.ts';

/** Admin console routes (batch codes, freezes: audited) and the plugin's signed heartbeat. */
export const registerDevicesConsoleRoutes: RouteFile<{
  db: Db;
  codes: CodesService;
  devices: DevicesService;
  plugin: PluginService;
  admin: ConsoleService;
}> = (app, bind, m) => {
  bind(app, devicesConsoleRoutes.devices, async ({ input, language }) => {
    const filter = {
      userId: input.user_id,
      state: input.state,
      frozen: input.frozen === undefined ? undefined : input.frozen === '1',
      deviceCode: input.device_code || undefined,
    };
    const { rows, ...page } = await m.devices.list(filter, input, language);
    const frozen = await devicesRepository.memberFrozen(m.db, [
      ...new Set(rows.map((row) => row.userId)),
    ]);
    return {
      ...page,
      data: page.data.map((device, i) => ({
        ...device,
        user_id: rows[i]!.userId,
        member_frozen: frozen.has(rows[i]!.userId),
      })),
    };
  });
  bind(app, devicesConsoleRoutes.batchCodes, ({ auth, input }) =>
    m.codes.batch(auth.userId, input),
  );
  bind(app, devicesConsoleRoutes.freezeDevice, ({ auth, input }) =>
    m.plugin.freezeDevice(input.device_code, auth.userId, input.reason),
  );
  bind(app, devicesConsoleRoutes.unfreezeDevice, ({ auth, input }) =>
    m.plugin.unfreezeDevice(input.device_code, auth.userId, input.reason),
  );
  bind(app, devicesConsoleRoutes.freezeMember, ({ auth, input }) =>
    m.plugin.freezeMember(input.user_id, auth.userId, input.reason),
  );
  bind(app, devicesConsoleRoutes.unfreezeMember, ({ auth, input }) =>
    m.plugin.unfreezeMember(input.user_id, auth.userId, input.reason),
  );
  bind(app, devicesAdminRoutes.batches, ({ input, language }) => m.admin.batches(input, language));
  bind(app, devicesAdminRoutes.batchCodes, ({ input }) => m.admin.batchCodes(input));
  bind(app, devicesAdminRoutes.scripts, ({ input, language }) => m.admin.scripts(input, language));
  bind(app, devicesAdminRoutes.saveScript, ({ auth, input, language }) =>
    m.admin.saveScript(auth.userId, input, language),
  );
  bind(app, devicesAdminRoutes.enableScript, ({ auth, input, language }) =>
    m.admin.enableScript(auth.userId, input, language),
  );
  bind(app, devicesAdminRoutes.offers, ({ input, language }) => m.admin.offers(input, language));
  bind(app, devicesAdminRoutes.memberFreezes, ({ input }) => m.admin.memberFreezes(input));
  bind(app, devicesPluginRoutes.heartbeat, ({ auth, input }) =>
    m.plugin.heartbeat(auth.keyId, input.device_code),
  );
};
