import type { RouteInput, RouteOutput } from '@cloudmall/contract';
import { groupRoutes } from '@cloudmall/contract/orders';
import { api } from '../../../lib/api';
import { memberKeyOf } from '../../../lib/queries/member-key';
import { pagedQuery } from '../../../lib/queries/paged-query';
import { silentQuery } from '../../../lib/queries/silent-query';

export type GroupGoodsCard = RouteOutput<typeof groupRoutes.goodsList>['data'][number];
export type GroupGoodsDetail = RouteOutput<typeof groupRoutes.goods>;
export type GroupSku = GroupGoodsDetail['sku'][number];
export type TeamCard = GroupGoodsDetail['teams'][number];
export type TeamDetail = RouteOutput<typeof groupRoutes.team>;
export type GroupPreview = RouteOutput<typeof groupRoutes.preview>;
/** A group line as the confirm page holds it. */
export interface GroupPreviewInput {
  goods_id: number;
  sku_id: number;
  number: number;
  group_type: 'group' | 'alone';
  groups_id?: number;
  address_id?: number;
}
export type GroupOrderRow = RouteOutput<typeof groupRoutes.orders>['data'][number];
export type GroupOrderTab = 'all' | 'pay' | 'pending' | 'success' | 'fail';

export const GROUP_PAGE_SIZE = 10;

const key = memberKeyOf('groups');

/** Every key starts with `groups`; member-specific answers carry the member id. */
export const groupKeys = {
  all: ['groups'] as const,
  list: () => ['groups', 'list'] as const,
  goods: (id: number) => key('goods', id),
  team: (ref: string) => key('team', ref),
  preview: (input: GroupPreviewInput) => key('preview', input),
  orders: (tab: GroupOrderTab) => key('orders', tab),
};

/** Queries are silent: pages show their own loading, error and empty states. */
export const groupQueries = {
  list: () => pagedQuery(groupKeys.list(), groupRoutes.goodsList, {}, GROUP_PAGE_SIZE),
  goods: (id: number) => silentQuery(groupKeys.goods(id), groupRoutes.goods, { id }),
  team: (ref: { id?: number; group_no?: string }) =>
    silentQuery(
      groupKeys.team(ref.id !== undefined ? `id:${ref.id}` : `no:${ref.group_no ?? ''}`),
      groupRoutes.team,
      ref,
    ),
  preview: (input: GroupPreviewInput) => ({
    ...silentQuery(groupKeys.preview(input), groupRoutes.preview, input),
    gcTime: 0,
  }),
  orders: (tab: GroupOrderTab) =>
    pagedQuery(groupKeys.orders(tab), groupRoutes.orders, { tab }, GROUP_PAGE_SIZE),
};

/** Places the group (or alone) order once per idempotency key; answers the order ids for the cashier. */
export const placeGroupOrder = (input: RouteInput<typeof groupRoutes.addOrder>) =>
  api.call(groupRoutes.addOrder, input, { loading: true, silent: true });
