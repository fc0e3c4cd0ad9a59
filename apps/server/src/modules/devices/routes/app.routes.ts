import { devicesRoutes } from '@cloudmall/contract/devices';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { CodesService } from '../codes.service.ts';
import type { DevicesService } from '../devices.service.ts';
import type { RedeemService } from '../redeem.service.ts';
import type { RenewService } from '../renew.service.ts';
import type { ScriptsService } from '../scripts.service.ts';

/** Member routes: codes, redeem, devices, renew, free claim, scripts. */
export const registerDevicesRoutes: RouteFile<{
  codes: CodesService;
  redeem: RedeemService;
  devices: DevicesService;
  renew: RenewService;
  scripts: ScriptsService;
}> = (app, bind, m) => {
  bind(app, devicesRoutes.codes, ({ auth, input, language }) =>
    m.codes.list(auth.userId, input, language),
  );
  bind(app, devicesRoutes.redeem, ({ auth, input, ip, language }) =>
    m.redeem.redeem({
      userId: auth.userId,
      ip,
      code: input.code,
      deviceId: input.device_id,
      language,
    }),
  );
  bind(app, devicesRoutes.devices, async ({ auth, input, language }) => {
    const { rows: _rows, ...page } = await m.devices.list({ userId: auth.userId }, input, language);
    return page;
  });
  bind(app, devicesRoutes.details, ({ auth, input, language }) =>
    m.devices.details(auth.userId, input.id, language),
  );
  bind(app, devicesRoutes.action, ({ auth, input, language }) =>
    m.devices.act(auth.userId, input.id, input.action, language),
  );
  bind(app, devicesRoutes.renewPlans, ({ auth }) => m.renew.plans(auth.userId));
  bind(app, devicesRoutes.renew, ({ auth, input, language }) =>
    m.renew.renew(auth.userId, input, language),
  );
  bind(app, devicesRoutes.claimFree, ({ auth, language }) =>
    m.devices.claimFree(auth.userId, language),
  );
  bind(app, devicesRoutes.scripts, ({ auth, input, language }) =>
    m.scripts.list(auth.userId, input.device_id, language),
  );
  bind(app, devicesRoutes.enableScript, ({ auth, input, language }) =>
    m.scripts.enable(auth.userId, {
      deviceId: input.device_id,
      scriptId: input.script_id,
      language,
    }),
  );
  bind(app, devicesRoutes.disableScript, ({ auth, input, language }) =>
    m.scripts.disable(auth.userId, {
      deviceId: input.device_id,
      scriptId: input.script_id,
      language,
    }),
  );
};
