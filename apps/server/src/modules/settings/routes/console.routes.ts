import { consoleSettingsRoutes } from '@cloudmall/contract/console-content';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { SettingsAdminService } from '../settings-admin.service.ts';

/** Platform-admin settings routes. */
export const registerSettingsRoutes: RouteFile<SettingsAdminService> = (app, bind, admin) => {
  bind(app, consoleSettingsRoutes.list, ({ input }) => admin.list(input));
  bind(app, consoleSettingsRoutes.update, ({ auth, input }) => admin.update(auth.userId, input));
};
