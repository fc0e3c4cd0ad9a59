import { categoryAdminRoutes } from '@cloudmall/contract/catalog';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { CategoriesAdminService } from '../categories-admin.service.ts';

/** Platform-admin category routes: list, save, move, show or hide, delete. */
export const registerCategoryConsoleRoutes: RouteFile<CategoriesAdminService> = (
  app,
  bind,
  admin,
) => {
  bind(app, categoryAdminRoutes.list, ({ input }) => admin.list(input));
  bind(app, categoryAdminRoutes.save, ({ auth, input }) => admin.save(auth.userId, input));
  bind(app, categoryAdminRoutes.move, ({ auth, input }) => admin.move(auth.userId, input));
  bind(app, categoryAdminRoutes.show, ({ auth, input }) => admin.show(auth.userId, input));
  bind(app, categoryAdminRoutes.remove, ({ auth, input }) => admin.remove(auth.userId, input));
};
