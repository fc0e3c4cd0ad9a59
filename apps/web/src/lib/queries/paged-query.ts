import type { Page, RouteDefinition, RouteInput, RouteOutput } from '@cloudmall/contract';
import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { api } from '../api';

interface PageInfo {
  current_page: number;
  last_page: number;
}

/** The page after `last` while there is one (the server's `{ current_page, last_page }`). */
export const nextPage = (last: PageInfo) =>
  last.current_page < last.last_page ? last.current_page + 1 : undefined;

/**
 * A paged list read silently (its page shows its own loading, error and empty states): the route's
 * `input` with the page number and `rows` rows a page, from page 1 on while there is a next page.
 */
export function pagedQuery<R extends RouteDefinition, K extends QueryKey>(
  queryKey: K,
  route: R,
  input: Omit<RouteInput<R>, 'page' | 'list_rows'>,
  rows: number,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }): Promise<RouteOutput<R>> =>
      api.call(route, { ...input, page: pageParam, list_rows: rows } as RouteInput<R>, {
        signal,
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last as PageInfo),
  });
}

/** Cached pages of a paged list with each page's rows changed by `map` (undefined stays undefined). */
export const mapPageRows = <T>(data: InfiniteData<Page<T>> | undefined, map: (rows: T[]) => T[]) =>
  data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: map(page.data) })) } : data;
