import { devicesConsoleRoutes, devicesPluginRoutes } from '@cloudmall/contract/devices';
import type { FastifyInstance } from 'fastify';
import type { BindRoute } from '../../../platform/http/bind-route.ts';
import type { CodesService } from '../codes.service.ts';
import type { DevicesService } from '../devices.service.ts';
import type { PluginService } from '../plugin.service.ts';
import { devicesRepository } from '../devices.repository.ts';
import type { Db } from '../../../db/database.ts';

/** Admin console routes (batch codes, freezes: audited) and the plugin's signed heartbeat. */
export function registerDevicesConsoleRoutes(
  app: FastifyInstance,
  bind: BindRoute,
  m: { db: Db; codes: CodesService; devices: DevicesService; plugin: PluginService },
): void {
  bind(app, devicesConsoleRoutes.devices, async ({ input, language }) => {
    const { rows, ...page } = await m.devices.list(input.user_id ?? null, input, language);
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
  bind(app, devicesPluginRoutes.heartbeat, ({ auth, input }) =>
    m.plugin.heartbeat(auth.keyId, input.device_code),
  );
}
