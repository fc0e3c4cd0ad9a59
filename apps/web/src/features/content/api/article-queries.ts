import { catalogRoutes } from '@cloudmall/contract/catalog';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type ArticleCategory = 'news' | 'help' | 'notice';

/** Articles per page. */
const ROWS_PAGE_SIZE = 15;

/** Article keys stay under `catalog` (the server's catalog routes answer them). */
export const articleKeys = {
  articles: (category: ArticleCategory | undefined) =>
    ['catalog', 'articles', category ?? 'all'] as const,
  article: (id: number) => ['catalog', 'article', id] as const,
};

const nextPage = (last: { current_page: number; last_page: number }) =>
  last.current_page < last.last_page ? last.current_page + 1 : undefined;

/** Queries are silent: pages show their own loading, error and empty states. */
const quiet = (signal: AbortSignal) => ({ signal, silent: true });

export const articleQueries = {
  articles: (category: ArticleCategory | undefined) =>
    infiniteQueryOptions({
      queryKey: articleKeys.articles(category),
      queryFn: ({ pageParam, signal }) =>
        api.call(
          catalogRoutes.articles,
          { category, page: pageParam, list_rows: ROWS_PAGE_SIZE },
          quiet(signal),
        ),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  article: (id: number) =>
    queryOptions({
      queryKey: articleKeys.article(id),
      queryFn: ({ signal }) => api.call(catalogRoutes.article, { id }, quiet(signal)),
    }),
};
