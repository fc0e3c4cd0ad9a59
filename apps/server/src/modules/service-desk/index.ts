import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { createDeskService } from './desk.service.ts';
import { createMemberRequestsService } from './member-requests.service.ts';
import type { ServiceDeskDeps } from './ports.ts';
import { registerServiceDeskRoutes } from './routes/app.routes.ts';

/**
 * The service desk: members' feedback, complaints (against a member, goods or shop) and expert
 * consultations; the console answers them, audited, and the member is told (notice and push).
 */
export function createServiceDeskModule(deps: ServiceDeskDeps) {
  const requests = createMemberRequestsService(deps);
  const desk = createDeskService(deps);
  return defineModule({
    name: 'service-desk',
    requests,
    desk,
    routes: (app: FastifyInstance, bind: BindRoute): void =>
      registerServiceDeskRoutes(app, bind, { requests, desk }),
  });
}

export type ServiceDeskModule = ReturnType<typeof createServiceDeskModule>;
export type { ComplaintTargetFound, ServiceDeskLookups } from './ports.ts';
