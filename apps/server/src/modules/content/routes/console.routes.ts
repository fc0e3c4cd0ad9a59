import { consoleContentRoutes } from '@cloudmall/contract/console-content';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { ContentAdminService } from '../content-admin.service.ts';

/** Platform-admin content routes: adverts and articles. */
export const registerContentConsoleRoutes: RouteFile<ContentAdminService> = (app, bind, admin) => {
  bind(app, consoleContentRoutes.adverts, ({ input }) => admin.adverts(input));
  bind(app, consoleContentRoutes.saveAdvert, ({ auth, input }) =>
    admin.saveAdvert(auth.userId, input),
  );
  bind(app, consoleContentRoutes.deleteAdvert, ({ auth, input }) =>
    admin.deleteAdvert(auth.userId, input),
  );
  bind(app, consoleContentRoutes.articles, ({ input }) => admin.articles(input));
  bind(app, consoleContentRoutes.article, ({ input }) => admin.article(input.id));
  bind(app, consoleContentRoutes.saveArticle, ({ auth, input }) =>
    admin.saveArticle(auth.userId, input),
  );
  bind(app, consoleContentRoutes.deleteArticle, ({ auth, input }) =>
    admin.deleteArticle(auth.userId, input),
  );
};
