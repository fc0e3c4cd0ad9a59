import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts';
import { createFindService } from './find.service.ts';
import { createLiveService } from './live.service.ts';
import type { FindPorts } from './ports.ts';
import { registerFindRoutes } from './routes/app.routes.ts';

/** The discovery feed (posts, likes, comments, member follows) and live rooms. */
export function createFindModule(deps: { db: Db; ports: FindPorts; counters: CounterStore }) {
  const module = defineModule({
    name: 'find',
    posts: createFindService(deps),
    live: createLiveService(deps),
    routes: (app: FastifyInstance, bind: BindRoute): void => registerFindRoutes(app, bind, module),
  });
  return module;
}

export type FindModule = ReturnType<typeof createFindModule>;
export type { FindPorts } from './ports.ts';
