import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { createAuditService } from './audit.service.ts';
import type { AuditMembers } from './ports.ts';
import { registerAuditRoutes } from './routes/console.routes.ts';

/** The audit log as admins search it (entries are written by every module via `recordAudit`). */
export function createAuditModule(deps: { db: Db; members: AuditMembers }) {
  const log = createAuditService(deps);
  return defineModule({
    name: 'audit',
    log,
    routes: (app: FastifyInstance, bind: BindRoute): void => registerAuditRoutes(app, bind, log),
  });
}

export type AuditModule = ReturnType<typeof createAuditModule>;
export type { AuditMembers } from './ports.ts';
