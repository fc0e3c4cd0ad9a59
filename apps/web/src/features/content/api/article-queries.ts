import { catalogRoutes } from '@cloudmall/contract/catalog';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pagedQuery } from '../../../lib/queries/paged-query';

export type ArticleCategory = 'news' | 'help' | 'notice';

/** Articles per page. */
const ROWS_PAGE_SIZE = 15;

/** Article keys stay under `catalog` (the server's catalog routes answer them). */
export const articleKeys = {
  articles: (category: ArticleCategory | undefined) =>
    ['catalog', 'articles', category ?? 'all'] as const,
  article: (id: number) => ['catalog', 'article', id] as const,
};

/** Queries are silent: pages show their own loading, error and empty states. */
const quiet = (signal: AbortSignal) => ({ signal, silent: true });

export const articleQueries = {
  articles: (category: ArticleCategory | undefined) =>
    pagedQuery(
      articleKeys.articles(category),
      catalogRoutes.articles,
      { category },
      ROWS_PAGE_SIZE,
    ),
  article: (id: number) =>
    queryOptions({
      queryKey: articleKeys.article(id),
      queryFn: ({ signal }) => api.call(catalogRoutes.article, { id }, quiet(signal)),
    }),
};
