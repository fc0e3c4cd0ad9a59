import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { contentSettings } from './content.settings.ts';
import { createContentService } from './content.service.ts';
import { createContentAdminService } from './content-admin.service.ts';
import { registerContentRoutes } from './routes/app.routes.ts';
import { registerContentConsoleRoutes } from './routes/console.routes.ts';

/** App start-up data (tab bars, home, decorated pages), adverts, articles and help. */
export function createContentModule(deps: Parameters<typeof createContentService>[0]) {
  const service = createContentService(deps);
  const admin = createContentAdminService({
    db: deps.db,
    sanitize: deps.sanitize,
    invalidate: service.invalidate,
  });
  // A changed setting (home modules, tab items, app config) shows at once on this instance.
  deps.settings.onChange.push(() => service.invalidate());
  return defineModule({
    ...service,
    admin,
    name: 'content',
    routes: (app: FastifyInstance, bind: BindRoute): void => {
      registerContentRoutes(app, bind, service);
      registerContentConsoleRoutes(app, bind, admin);
    },
    settings: contentSettings,
  });
}

export type ContentModule = ReturnType<typeof createContentModule>;
export { type ContentService } from './content.service.ts';
export { contentSettings } from './content.settings.ts';
