import { consoleAuditRoutes } from '@cloudmall/contract/access';
import type { FastifyInstance } from 'fastify';
import type { BindRoute } from '../../../platform/http/bind-route.ts';
import type { AuditService } from '../audit.service.ts';

/** The admin's audit log route. */
export function registerAuditRoutes(
  app: FastifyInstance,
  bind: BindRoute,
  audit: AuditService,
): void {
  bind(app, consoleAuditRoutes.list, ({ input }) => audit.list(input));
}
