import { consoleAuditRoutes } from '@cloudmall/contract/access';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { AuditService } from '../audit.service.ts';

/** The admin's audit log route. */
export const registerAuditRoutes: RouteFile<AuditService> = (app, bind, audit) => {
  bind(app, consoleAuditRoutes.list, ({ input }) => audit.list(input));
};
