import type { RouteOutput } from '@cloudmall/contract';
import { orderRoutes } from '@cloudmall/contract/orders';
import { keepPreviousData } from '@tanstack/react-query';
import type { CheckoutLine } from '../checkout';
import { memberKeyOf } from '../../../lib/queries/member-key';
import { pagedQuery } from '../../../lib/queries/paged-query';
import { silentQuery } from '../../../lib/queries/silent-query';

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

const key = memberKeyOf('orders');

/** Every order query key starts with `orders`: invalidating it refreshes every order on screen. */
export const orderKeys = {
  all: ['orders'] as const,
  preview: (lines: CheckoutLine[], addressId: number | undefined) =>
    key('preview', lines, addressId ?? 0),
  list: (state: number) => key('list', state),
  info: (id: number) => key('info', id),
  logistics: (id: number) => key('logistics', id),
  cashier: (ids: number[]) => key('cashier', ids),
  myReviews: () => key('my-reviews'),
};

/** Queries are silent: pages show their own loading, error and empty states. */
export const orderQueries = {
  /** Confirm-order preview: prices, freight and coupons are re-read on every visit. */
  preview: (lines: CheckoutLine[], addressId: number | undefined) => ({
    ...silentQuery(
      orderKeys.preview(lines, addressId),
      orderRoutes.preview,
      addressId ? { data: lines, address_id: addressId } : { data: lines },
    ),
    // another address keeps the form (coupons, remarks) on screen while the new preview loads
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  }),
  list: (state: number) =>
    pagedQuery(orderKeys.list(state), orderRoutes.list, { state }, PAGE_SIZE),
  info: (id: number) => ({
    ...silentQuery(orderKeys.info(id), orderRoutes.info, { id }),
    retry: false,
  }),
  logistics: (id: number) => ({
    ...silentQuery(orderKeys.logistics(id), orderRoutes.logistics, { id }),
    retry: false,
  }),
  cashier: (ids: number[]) => ({
    ...silentQuery(orderKeys.cashier(ids), orderRoutes.getPay, { order_id: ids }),
    staleTime: 0,
    retry: false,
  }),
  myReviews: () => pagedQuery(orderKeys.myReviews(), orderRoutes.myReviews, {}, PAGE_SIZE),
};
