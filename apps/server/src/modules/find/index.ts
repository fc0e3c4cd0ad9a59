import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts';
import type { SettingsService } from '../settings/index.ts';
import { createFindService } from './find.service.ts';
import { findSettings } from './find.settings.ts';
import { createLiveBroadcast } from './live-broadcast.ts';
import { createLiveConsoleService } from './live-console.service.ts';
import { createLiveService } from './live.service.ts';
import type { FindPorts } from './ports.ts';
import { registerFindRoutes } from './routes/app.routes.ts';
import { registerMerchantLiveRoutes } from './routes/console.routes.ts';

/** The discovery feed (posts, likes, comments, member follows) and live rooms. */
export function createFindModule(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  ports: FindPorts;
  counters: CounterStore;
}) {
  const broadcast = createLiveBroadcast(deps);
  const module = defineModule({
    name: 'find',
    posts: createFindService(deps),
    live: createLiveService(deps),
    /** The merchant console: a shop's own live rooms (start, goods, end; audited). */
    liveDesk: createLiveConsoleService({ ...deps, broadcast }),
    /** The discovery page's start: one feed tab (no short videos here), live rooms on, and whether the caller owns a shop. */
    init: async (userId: number | null) => ({
      id: 'find' as const,
      list: [{ name: 'Find', type: 'find' as const }],
      video: false,
      live: true,
      shop: userId !== null && (await deps.ports.shopOfUser(userId)) !== null,
    }),
    settings: findSettings,
    routes: (app: FastifyInstance, bind: BindRoute): void => {
      registerFindRoutes(app, bind, module);
      registerMerchantLiveRoutes(app, bind, module.liveDesk);
    },
  });
  return module;
}

export type FindModule = ReturnType<typeof createFindModule>;
export type { FindPorts } from './ports.ts';
export { findSettings } from './find.settings.ts';
