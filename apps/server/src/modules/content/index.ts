import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { contentSettings } from './content.settings.ts';
import { createContentService } from './content.service.ts';
import { createContentAdminService } from './content-admin.service.ts';
import { registerContentRoutes } from './routes/app.routes.ts';
import { registerContentConsoleRoutes } from './routes/console.routes.ts';

const INIT_SCOPE = 'content:init';

/** Drops a cache on every instance (the realtime fan-out). */
export interface CacheFanout {
  invalidate(scope: string): Promise<void>;
  onInvalidate(scope: string, listener: () => void): void;
}

/** App start-up data (tab bars, home, decorated pages), adverts, articles and help. */
export function createContentModule(
  deps: Parameters<typeof createContentService>[0] & { cacheFanout: CacheFanout },
) {
  const service = createContentService(deps);
  // An admin's change drops the cached start-up data here and, through the fan-out, on every instance.
  deps.cacheFanout.onInvalidate(INIT_SCOPE, service.invalidate);
  const invalidate = (): void => {
    deps.cacheFanout.invalidate(INIT_SCOPE).catch(() => service.invalidate());
  };
  const admin = createContentAdminService({ db: deps.db, sanitize: deps.sanitize, invalidate });
  // A changed setting (home modules, tab items, app config) shows at once too.
  deps.settings.onChange.push(invalidate);
  return defineModule({
    ...service,
    admin,
    /** Drops the app's cached start-up data on every instance (another module's content changed). */
    refresh: invalidate,
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
