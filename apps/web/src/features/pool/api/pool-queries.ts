import type { RouteOutput } from '@cloudmall/contract';
import { catalogRoutes } from '@cloudmall/contract/catalog';
import { type CoinPeriod, coinRoutes } from '@cloudmall/contract/coins';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type CoinList = RouteOutput<typeof coinRoutes.lists>;
export type CoinPrices = RouteOutput<typeof coinRoutes.prices>;

export const MACHINE_PAGE_SIZE = 10;

export const poolKeys = {
  coins: () => ['pool', 'coins'] as const,
  prices: (coinId: number, days: CoinPeriod) => ['pool', 'prices', coinId, days] as const,
  machines: (categoryId: number) => ['pool', 'machines', categoryId] as const,
};

const nextPage = (last: { current_page: number; last_page: number }) =>
  last.current_page < last.last_page ? last.current_page + 1 : undefined;

/** Queries are silent: pages show their own loading, error and empty states. */
export const poolQueries = {
  /** The coins, and the goods category of mining machines the server names. */
  coins: () =>
    queryOptions({
      queryKey: poolKeys.coins(),
      queryFn: ({ signal }) => api.call(coinRoutes.lists, {}, { signal, silent: true }),
      staleTime: 60_000,
    }),
  /** A coin's period; the previous period stays on screen while the next one loads. */
  prices: (coinId: number, days: CoinPeriod) =>
    queryOptions({
      queryKey: poolKeys.prices(coinId, days),
      queryFn: ({ signal }) =>
        api.call(coinRoutes.prices, { coin_id: coinId, days }, { signal, silent: true }),
      placeholderData: keepPreviousData,
    }),
  /** The mining machines: the catalog's goods list of their category, best sellers first. */
  machines: (categoryId: number) =>
    infiniteQueryOptions({
      queryKey: poolKeys.machines(categoryId),
      queryFn: ({ pageParam, signal }) =>
        api.call(
          catalogRoutes.goodsList,
          {
            category_id: categoryId,
            sort: 'sales',
            order: 'desc',
            page: pageParam,
            list_rows: MACHINE_PAGE_SIZE,
          },
          { signal, silent: true },
        ),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
};
