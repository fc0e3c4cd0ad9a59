import type { RouteOutput } from '@cloudmall/contract';
import { refundRoutes } from '@cloudmall/contract/orders';
import { memberKeyOf } from '../../../lib/queries/member-key';
import { pagedQuery } from '../../../lib/queries/paged-query';
import { silentQuery } from '../../../lib/queries/silent-query';

export type RefundRow = RouteOutput<typeof refundRoutes.refundList>['data'][number];
export type RefundInfo = RouteOutput<typeof refundRoutes.getRefundInfo>;
export type RefundLogLine = RouteOutput<typeof refundRoutes.getRefundLog>[number];
export type RefundApplyInfo = RouteOutput<typeof refundRoutes.applyInfo>;

export const PAGE_SIZE = 10;
const key = memberKeyOf('refunds');

/** Every refund key starts with `refunds`: invalidating it refreshes every refund on screen. */
export const refundKeys = {
  all: ['refunds'] as const,
  list: () => key('list'),
  info: (id: number) => key('info', id),
  log: (id: number) => key('log', id),
  applyInfo: (orderId: number, itemId: number) => key('apply', orderId, itemId),
};

/** Queries are silent: pages show their own loading, error and empty states. */
export const refundQueries = {
  list: () => pagedQuery(refundKeys.list(), refundRoutes.refundList, {}, PAGE_SIZE),
  info: (id: number) => silentQuery(refundKeys.info(id), refundRoutes.getRefundInfo, { id }),
  log: (id: number) => silentQuery(refundKeys.log(id), refundRoutes.getRefundLog, { id }),
  applyInfo: (orderId: number, itemId: number) => ({
    ...silentQuery(refundKeys.applyInfo(orderId, itemId), refundRoutes.applyInfo, {
      order_id: orderId,
      goods_id: itemId,
    }),
    staleTime: 0,
    retry: false,
  }),
};
