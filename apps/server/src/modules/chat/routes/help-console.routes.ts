import { consoleHelpRoutes } from '@cloudmall/contract/console-content';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { HelpAdminService } from '../help-admin.service.ts';

/** Platform-admin routes for the assistant's help articles and the announcements sent. */
export const registerHelpConsoleRoutes: RouteFile<HelpAdminService> = (app, bind, admin) => {
  bind(app, consoleHelpRoutes.helpArticles, ({ input }) => admin.helpArticles(input));
  bind(app, consoleHelpRoutes.saveHelpArticle, ({ auth, input }) =>
    admin.saveHelpArticle(auth.userId, input),
  );
  bind(app, consoleHelpRoutes.deleteHelpArticle, ({ auth, input }) =>
    admin.deleteHelpArticle(auth.userId, input),
  );
  bind(app, consoleHelpRoutes.sentNotices, ({ input }) => admin.sentNotices(input));
};
