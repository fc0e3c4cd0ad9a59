import type { RouteOutput } from '@cloudmall/contract';
import { orderRoutes } from '@cloudmall/contract/orders';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useUserStore } from '../../../stores/user-store';
import type { CheckoutLine } from '../checkout';
import { pagedQuery } from '../../../lib/queries/paged-query';

export type CheckoutPreview = RouteOutput<typeof orderRoutes.preview>;
export type CheckoutShop = CheckoutPreview['orderData']['lists'][number];
export type CheckoutCoupon = CheckoutShop['coupon'][number];
export type OrderRow = RouteOutput<typeof orderRoutes.list>['data'][number];
export type OrderInfo = RouteOutput<typeof orderRoutes.info>;
export type OrderItem = OrderRow['goods'][number];
export type Logistics = RouteOutput<typeof orderRoutes.logistics>;
export type CashierInfo = RouteOutput<typeof orderRoutes.getPay>;
export type MyReview = RouteOutput<typeof orderRoutes.myReviews>['data'][number];

/** Rows per page of the order lists. */
export const PAGE_SIZE = 10;

/** Keys carry the member id, so a second member on the same device never sees the first one's cache. */
const member = () => useUserStore.getState().id;

/** Every order query key starts with `orders`: invalidating it refreshes every order on screen. */
export const orderKeys = {
  all: ['orders'] as const,
  preview: (lines: CheckoutLine[], addressId: number | undefined) =>
    ['orders', member(), 'preview', lines, addressId ?? 0] as const,
  list: (state: number) => ['orders', member(), 'list', state] as const,
  info: (id: number) => ['orders', member(), 'info', id] as const,
  logistics: (id: number) => ['orders', member(), 'logistics', id] as const,
  cashier: (ids: number[]) => ['orders', member(), 'cashier', ids] as const,
  myReviews: () => ['orders', member(), 'my-reviews'] as const,
};

/** Queries are silent: pages show their own loading, error and empty states. */
export const orderQueries = {
  /** Confirm-order preview: prices, freight and coupons are re-read on every visit. */
  preview: (lines: CheckoutLine[], addressId: number | undefined) =>
    queryOptions({
      queryKey: orderKeys.preview(lines, addressId),
      queryFn: ({ signal }) =>
        api.call(
          orderRoutes.preview,
          addressId ? { data: lines, address_id: addressId } : { data: lines },
          { signal, silent: true },
        ),
      // another address keeps the form (coupons, remarks) on screen while the new preview loads
      placeholderData: keepPreviousData,
      staleTime: 0,
      retry: false,
    }),
  list: (state: number) =>
    pagedQuery(orderKeys.list(state), orderRoutes.list, { state }, PAGE_SIZE),
  info: (id: number) =>
    queryOptions({
      queryKey: orderKeys.info(id),
      queryFn: ({ signal }) => api.call(orderRoutes.info, { id }, { signal, silent: true }),
      retry: false,
    }),
  logistics: (id: number) =>
    queryOptions({
      queryKey: orderKeys.logistics(id),
      queryFn: ({ signal }) => api.call(orderRoutes.logistics, { id }, { signal, silent: true }),
      retry: false,
    }),
  cashier: (ids: number[]) =>
    queryOptions({
      queryKey: orderKeys.cashier(ids),
      queryFn: ({ signal }) =>
        api.call(orderRoutes.getPay, { order_id: ids }, { signal, silent: true }),
      staleTime: 0,
      retry: false,
    }),
  myReviews: () => pagedQuery(orderKeys.myReviews(), orderRoutes.myReviews, {}, PAGE_SIZE),
};
