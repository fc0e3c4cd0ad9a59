import type { RouteOutput } from '@cloudmall/contract';
import { catalogRoutes } from '@cloudmall/contract/catalog';
import { type CoinPeriod, coinRoutes } from '@cloudmall/contract/coins';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pagedQuery } from '../../../lib/queries/paged-query';

export type CoinList = RouteOutput<typeof coinRoutes.lists>;
export type CoinPrices = RouteOutput<typeof coinRoutes.prices>;

export const MACHINE_PAGE_SIZE = 10;

export const poolKeys = {
  coins: () => ['pool', 'coins'] as const,
  prices: (coinId: number, days: CoinPeriod) => ['pool', 'prices', coinId, days] as const,
  machines: (categoryId: number) => ['pool', 'machines', categoryId] as const,
};

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
    pagedQuery(
      poolKeys.machines(categoryId),
      catalogRoutes.goodsList,
      { category_id: categoryId, sort: 'sales', order: 'desc' },
      MACHINE_PAGE_SIZE,
    ),
};
