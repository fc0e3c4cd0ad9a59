import { catalogRoutes } from '@cloudmall/contract/catalog';
import { pagedQuery } from '../../../lib/queries/paged-query';
import { silentQuery } from '../../../lib/queries/silent-query';

export type ArticleCategory = 'news' | 'help' | 'notice';

/** Articles per page. */
const ROWS_PAGE_SIZE = 15;

/** Article keys stay under `catalog` (the server's catalog routes answer them). */
export const articleKeys = {
  articles: (category: ArticleCategory | undefined) =>
    ['catalog', 'articles', category ?? 'all'] as const,
  article: (id: number) => ['catalog', 'article', id] as const,
};

export const articleQueries = {
  articles: (category: ArticleCategory | undefined) =>
    pagedQuery(
      articleKeys.articles(category),
      catalogRoutes.articles,
      { category },
      ROWS_PAGE_SIZE,
    ),
  article: (id: number) => silentQuery(articleKeys.article(id), catalogRoutes.article, { id }),
};
