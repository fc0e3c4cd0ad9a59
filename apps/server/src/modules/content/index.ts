import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { contentSettings } from './content.settings.ts';
import { createContentService } from './content.service.ts';
import { registerContentRoutes } from './routes/app.routes.ts';

/** App start-up data (tab bars, home, decorated pages), adverts, articles and help. */
export function createContentModule(deps: Parameters<typeof createContentService>[0]) {
  const service = createContentService(deps);
  return defineModule({
    ...service,
    name: 'content',
    routes: (app: FastifyInstance, bind: BindRoute): void =>
      registerContentRoutes(app, bind, service),
    settings: contentSettings,
  });
}

export type ContentModule = ReturnType<typeof createContentModule>;
export { type ContentService } from './content.service.ts';
export { contentSettings } from './content.settings.ts';
