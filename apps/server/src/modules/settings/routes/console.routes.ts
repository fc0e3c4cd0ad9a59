import { consoleSettingsRoutes } from '@cloudmall/contract/console-content';
import type { FastifyInstance } from 'fastify';
import type { BindRoute } from '../../../platform/http/bind-route.ts';
import type { createSettingsAdminService } from '../settings-admin.service.ts';

/** Platform-admin settings routes. */
export function registerSettingsRoutes(
  app: FastifyInstance,
  bind: BindRoute,
  admin: ReturnType<typeof createSettingsAdminService>,
): void {
  bind(app, consoleSettingsRoutes.list, ({ input }) => admin.list(input));
  bind(app, consoleSettingsRoutes.update, ({ auth, input }) => admin.update(auth.userId, input));
}
