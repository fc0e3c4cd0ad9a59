import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import type { QueueDeps } from './ports.ts';
import { createQueueAdminService } from './queue-admin.service.ts';
import { createQueueService } from './queue.service.ts';
import { registerQueueRoutes } from './routes/app.routes.ts';

/**
 * The public queue (gongpai): a first-come waiting list for sold-out goods; admins allocate units
 * to the first waiting members. A position is never paid for and never pays anything.
 * Wiring in app-modules.ts: `createQueueModule({ db, clock, log, catalog, notify, changed })`.
 */
export function createQueueModule(deps: QueueDeps) {
  const module = defineModule({
    name: 'queue',
    members: createQueueService(deps),
    admin: createQueueAdminService(deps),
    routes: (app: FastifyInstance, bind: BindRoute): void => registerQueueRoutes(app, bind, module),
  });
  return module;
}

export type QueueModule = ReturnType<typeof createQueueModule>;
export type { QueueDeps } from './ports.ts';
