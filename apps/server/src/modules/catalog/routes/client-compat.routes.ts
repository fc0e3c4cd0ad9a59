import { catalogClientRoutes } from '@cloudmall/contract/catalog';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { ClientCompatService } from '../client-compat.service.ts';

/** The protocol's own catalog paths its stock client calls: one line per route. */
export const registerClientCompatRoutes: RouteFile<ClientCompatService> = (app, bind, compat) => {
  bind(app, catalogClientRoutes.categoryGoods, ({ input, auth, language }) =>
    compat.categoryGoods(input, auth?.userId ?? null, language),
  );
  bind(app, catalogClientRoutes.searchHints, ({ input, language }) =>
    compat.searchHints(input.search, language),
  );
  bind(app, catalogClientRoutes.setSearch, ({ input, auth }) =>
    compat.setSearch(input.keywords, auth?.userId ?? null),
  );
  bind(app, catalogClientRoutes.pageGoods, ({ input, language }) =>
    compat.pageGoods(input.ids, language),
  );
  bind(app, catalogClientRoutes.drawer, () => compat.drawer());
  bind(app, catalogClientRoutes.shopInfo, ({ input, auth, language }) =>
    compat.shopInfo(input.id, auth?.userId ?? null, language),
  );
  bind(app, catalogClientRoutes.myComments, ({ input, auth, language }) =>
    compat.myComments(auth.userId, input, language),
  );
};
