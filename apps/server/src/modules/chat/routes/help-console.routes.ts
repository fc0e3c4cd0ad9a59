import { consoleHelpRoutes } from '@cloudmall/contract/console-content';
import type { FastifyInstance } from 'fastify';
import type { BindRoute } from '../../../platform/http/bind-route.ts';
import type { createHelpAdminService } from '../help-admin.service.ts';

/** Platform-admin routes for the assistant's help articles and the announcements sent. */
export function registerHelpConsoleRoutes(
  app: FastifyInstance,
  bind: BindRoute,
  admin: ReturnType<typeof createHelpAdminService>,
): void {
  bind(app, consoleHelpRoutes.helpArticles, ({ input }) => admin.helpArticles(input));
  bind(app, consoleHelpRoutes.saveHelpArticle, ({ auth, input }) =>
    admin.saveHelpArticle(auth.userId, input),
  );
  bind(app, consoleHelpRoutes.deleteHelpArticle, ({ auth, input }) =>
    admin.deleteHelpArticle(auth.userId, input),
  );
  bind(app, consoleHelpRoutes.sentNotices, ({ input }) => admin.sentNotices(input));
}
