import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { createCatalogService } from './catalog.service.ts';
import type { MemberDirectory } from './ports.ts';
import { createShopsService } from './shops.service.ts';
import { catalogRepository } from './catalog.repository.ts';
import { createViewCounter } from './view-counter.ts';
import { registerCatalogRoutes } from './routes/app.routes.ts';

/** Categories, goods with SKUs and reviews, search, favourites, footprints and shops. */
export function createCatalogModule(deps: { db: Db; clock: Clock; members: MemberDirectory }) {
  const views = createViewCounter((goodsId, count) =>
    catalogRepository.addViews(deps.db, goodsId, count),
  );
  const module = defineModule({
    name: 'catalog',
    goods: createCatalogService({ ...deps, views }),
    shops: createShopsService(deps),
    routes: (app: FastifyInstance, bind: BindRoute): void =>
      registerCatalogRoutes(app, bind, module),
    close: () => views.close(),
  });
  return module;
}

export type CatalogModule = ReturnType<typeof createCatalogModule>;
export { toGoodsCard } from './catalog.mapper.ts';
export { catalogRepository } from './catalog.repository.ts';

/** Favourites, followed shops and footprints of a member, for statistics (`dynamic`). */
export const memberCounts = (db: Db, userId: number) => catalogRepository.memberCounts(db, userId);
export { sanitizeRichText } from './rich-text.ts';
export { stockRepository, type PurchaseSku, type StockLine } from './stock.repository.ts';
