import type { RouteOutput } from '@cloudmall/contract';
import { couponRoutes, type CouponType } from '@cloudmall/contract/orders';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useUserStore } from '../../../stores/user-store';
import { nextPage, pagedQuery } from '../../../lib/queries/paged-query';
import { silentQuery } from '../../../lib/queries/silent-query';

export type CouponRow = RouteOutput<typeof couponRoutes.details>;
export type ReceiptRow = RouteOutput<typeof couponRoutes.myList>['data'][number];
export type ReceiptState = 1 | 2 | 3;
/** `all` shops, the platform's own (`0`), or one shop's id. */
export type CouponScope = 'all' | number;

export const COUPON_PAGE_SIZE = 10;
const member = () => useUserStore.getState().id;

/** Every coupon key starts with `coupons`: a claim invalidates them all. */
export const couponKeys = {
  all: ['coupons'] as const,
  list: (type: CouponType | undefined, scope: CouponScope) =>
    ['coupons', member(), 'list', type ?? 'all', scope] as const,
  details: (id: number) => ['coupons', member(), 'details', id] as const,
  mine: (state: ReceiptState) => ['coupons', member(), 'mine', state] as const,
  apply: (id: number) => ['coupons', member(), 'apply', id] as const,
};

/** Queries are silent: pages show their own loading, error and empty states. */
export const couponQueries = {
  list: (type: CouponType | undefined, scope: CouponScope) =>
    pagedQuery(
      couponKeys.list(type, scope),
      couponRoutes.list,
      { ...(type ? { type } : {}), ...(scope === 'all' ? {} : { shop_id: scope }) },
      COUPON_PAGE_SIZE,
    ),
  details: (id: number) => silentQuery(couponKeys.details(id), couponRoutes.details, { id }),
  mine: (state: ReceiptState) =>
    pagedQuery(couponKeys.mine(state), couponRoutes.myList, { state }, COUPON_PAGE_SIZE),
  apply: (id: number) =>
    infiniteQueryOptions({
      queryKey: couponKeys.apply(id),
      queryFn: ({ pageParam, signal }) =>
        api.call(
          couponRoutes.apply,
          { id, page: pageParam, list_rows: 12 },
          { signal, silent: true },
        ),
      initialPageParam: 1,
      getNextPageParam: (last) => nextPage(last.goods),
      // each page reads as a page of goods that also carries the coupon
      select: (data) => ({
        ...data,
        pages: data.pages.map((page) => ({ ...page.goods, coupon: page.coupon })),
      }),
    }),
};

/** Claims a coupon (the request layer toasts a refusal). */
export const receiveCoupon = (id: number) =>
  api.call(couponRoutes.receive, { id }, { loading: true });
