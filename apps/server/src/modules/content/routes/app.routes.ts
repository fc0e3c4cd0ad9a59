import { appRoutes } from '@cloudmall/contract';
import { catalogRoutes } from '@cloudmall/contract/catalog';
import type { FastifyInstance } from 'fastify';
import type { BindRoute } from '../../../platform/http/bind-route.ts';
import type { ContentService } from '../content.service.ts';

export function registerContentRoutes(
  app: FastifyInstance,
  bind: BindRoute,
  content: ContentService,
): void {
  bind(app, appRoutes.loadTabbar, ({ input }) => content.tabbar(input.variant));
  bind(app, appRoutes.init, () => content.init());
  bind(app, appRoutes.adverts, () => content.adverts());
  bind(app, appRoutes.update, ({ input }) => content.update(input.versionCode));
  bind(app, appRoutes.page, ({ input }) => content.page(input.id));
  bind(app, catalogRoutes.articles, ({ input }) => content.articles(input));
  bind(app, catalogRoutes.article, ({ input }) => content.article(input.id));
}
