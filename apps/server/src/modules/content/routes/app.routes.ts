import { appRoutes } from '@cloudmall/contract';
import { ARTICLE_KINDS, catalogClientRoutes, catalogRoutes } from '@cloudmall/contract/catalog';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { ContentService } from '../content.service.ts';

export const registerContentRoutes: RouteFile<ContentService> = (app, bind, content) => {
  bind(app, appRoutes.loadTabbar, ({ input }) => content.tabbar(input.variant));
  bind(app, appRoutes.init, ({ language }) => content.init(language));
  bind(app, appRoutes.adverts, () => content.adverts());
  bind(app, appRoutes.update, ({ input }) => content.update(input.versionCode));
  bind(app, appRoutes.page, ({ input, language }) => content.page(input.id, language));
  bind(app, catalogRoutes.articles, ({ input, language }) => content.articles(input, language));
  bind(app, catalogClientRoutes.headlines, ({ language }) => content.headlines(language));
  bind(app, catalogClientRoutes.articleList, ({ input, language }) =>
    content.articles({ ...input, category: ARTICLE_KINDS[input.type] }, language),
  );
  bind(app, catalogRoutes.article, ({ input, language }) => content.article(input.id, language));
};
