import type { RouteOutput } from '@cloudmall/contract';
import { catalogRoutes } from '@cloudmall/contract/catalog';
import { distributorRoutes, vipRoutes } from '@cloudmall/contract/vip';
import { api } from '../../../lib/api';
import { pagedQuery } from '../../../lib/queries/paged-query';
import { silentQuery } from '../../../lib/queries/silent-query';
import { useUserStore } from '../../../stores/user-store';

export type VipStatus = RouteOutput<typeof vipRoutes.status>;
export type DistributorStatus = RouteOutput<typeof distributorRoutes.status>;
export type WaterCardRow = RouteOutput<typeof distributorRoutes.cards>['data'][number];
export type GoodsRow = RouteOutput<typeof catalogRoutes.goodsList>['data'][number];

const member = () => useUserStore.getState().id;
export const PAGE_SIZE = 10;

/** Every key starts with `membership` (app/live-refresh.ts reloads it on `membership_changed`). */
export const membershipKeys = {
  all: ['membership'] as const,
  vip: () => ['membership', member(), 'vip'] as const,
  distributor: () => ['membership', member(), 'distributor'] as const,
  faces: () => ['membership', member(), 'faces'] as const,
  cards: () => ['membership', member(), 'cards'] as const,
  redeemed: () => ['membership', member(), 'redeemed'] as const,
  goods: () => ['membership', member(), 'goods'] as const,
};

export const membershipQueries = {
  vip: () => silentQuery(membershipKeys.vip(), vipRoutes.status, {}),
  distributor: () => silentQuery(membershipKeys.distributor(), distributorRoutes.status, {}),
  faces: () => silentQuery(membershipKeys.faces(), distributorRoutes.faces, {}),
  cards: () => pagedQuery(membershipKeys.cards(), distributorRoutes.cards, {}, PAGE_SIZE),
  redeemed: () => pagedQuery(membershipKeys.redeemed(), distributorRoutes.redeemed, {}, PAGE_SIZE),
  goods: () =>
    pagedQuery(membershipKeys.goods(), catalogRoutes.goodsList, { sort: 'sales' }, PAGE_SIZE),
};

export const membershipCommands = {
  buyVip: (level: number, idempotency_key: string) =>
    api.call(vipRoutes.buy, { level, idempotency_key }),
  apply: (input: { name: string; contact: string; region: string; reason: string }) =>
    api.call(distributorRoutes.apply, input),
  buyCards: (face_id: number, count: number, idempotency_key: string) =>
    api.call(distributorRoutes.buy, { face_id, count, idempotency_key }),
  redeem: (code: string, idempotency_key: string) =>
    api.call(distributorRoutes.redeem, { code, idempotency_key }),
};
