import type { RouteOutput } from '@cloudmall/contract';
import { refundRoutes } from '@cloudmall/contract/orders';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useUserStore } from '../../../stores/user-store';
import { pagedQuery } from '../../../lib/queries/paged-query';

export type RefundRow = RouteOutput<typeof refundRoutes.refundList>['data'][number];
export type RefundInfo = RouteOutput<typeof refundRoutes.getRefundInfo>;
export type RefundLogLine = RouteOutput<typeof refundRoutes.getRefundLog>[number];
export type RefundApplyInfo = RouteOutput<typeof refundRoutes.applyInfo>;

export const PAGE_SIZE = 10;
const member = () => useUserStore.getState().id;

/** Every refund key starts with `refunds`: invalidating it refreshes every refund on screen. */
export const refundKeys = {
  all: ['refunds'] as const,
  list: () => ['refunds', member(), 'list'] as const,
  info: (id: number) => ['refunds', member(), 'info', id] as const,
  log: (id: number) => ['refunds', member(), 'log', id] as const,
  applyInfo: (orderId: number, itemId: number) =>
    ['refunds', member(), 'apply', orderId, itemId] as const,
};

/** Queries are silent: pages show their own loading, error and empty states. */
export const refundQueries = {
  list: () => pagedQuery(refundKeys.list(), refundRoutes.refundList, {}, PAGE_SIZE),
  info: (id: number) =>
    queryOptions({
      queryKey: refundKeys.info(id),
      queryFn: ({ signal }) =>
        api.call(refundRoutes.getRefundInfo, { id }, { signal, silent: true }),
    }),
  log: (id: number) =>
    queryOptions({
      queryKey: refundKeys.log(id),
      queryFn: ({ signal }) =>
        api.call(refundRoutes.getRefundLog, { id }, { signal, silent: true }),
    }),
  applyInfo: (orderId: number, itemId: number) =>
    queryOptions({
      queryKey: refundKeys.applyInfo(orderId, itemId),
      queryFn: ({ signal }) =>
        api.call(
          refundRoutes.applyInfo,
          { order_id: orderId, goods_id: itemId },
          { signal, silent: true },
        ),
      staleTime: 0,
      retry: false,
    }),
};
