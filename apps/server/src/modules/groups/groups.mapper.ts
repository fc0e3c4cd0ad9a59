import type { GroupOrderRow, TeamCard } from '@cloudmall/contract/orders';
import { formatMinor } from '@cloudmall/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { GroupGoodsRow, TeamRow } from './groups.repository.ts';

export interface MemberBrief {
  teamId: number;
  userId: number;
  nickname: string;
  avatar: string;
}

export const toTerms = (t: GroupGoodsRow) => ({
  people_num: t.peopleNum,
  group_hours: t.groupHours,
  group_percent: t.groupPercent,
  is_alone: t.isAlone,
  purchase_limit: t.purchaseLimit,
});

/** A team with its leader and paid members (leader first). */
export function toTeamCard(team: TeamRow, members: MemberBrief[], leader: { nickname: string; avatar: string } | undefined): TeamCard {
  const own = members.filter((m) => m.teamId === team.id);
  const sorted = [...own.filter((m) => m.userId === team.leaderId), ...own.filter((m) => m.userId !== team.leaderId)];
  return {
    id: team.id,
    group_no: team.groupNo,
    goods_id: team.goodsId,
    state: team.state as TeamCard['state'],
    people_num: team.peopleNum,
    join_num: team.joinNum,
    seats_left: Math.max(0, team.peopleNum - team.joinNum),
    expires_at: unixSeconds(team.expiresAt),
    leader: { user_id: team.leaderId, nickname: leader?.nickname ?? '', avatar: leader?.avatar ?? '' },
    members: sorted.map((m) => ({ user_id: m.userId, nickname: m.nickname, avatar: m.avatar, leader: m.userId === team.leaderId })),
  };
}

type OrderRecord = {
  id: number; shopId: number; orderNo: string; type: string; state: number; groupPending: boolean; createdAt: Date;
  goodsMinor: bigint; freightMinor: bigint; discountMinor: bigint; priceMinor: bigint; refundedMinor: bigint; payNo: string | null; tradeNo: string | null;
};
type ItemRecord = {
  id: number; orderId: number; goodsId: number; skuId: number; title: string; image: string; difference: string; priceMinor: bigint; marketPriceMinor: bigint;
  number: number; freightMinor: bigint; discountMinor: bigint; actualMinor: bigint; refundId: number | null; refundStatus: number; commented: boolean;
};

/** A group order as the order list shapes it, plus its team. */
export function toGroupOrderRow(order: OrderRecord, shopname: string, items: ItemRecord[], team: TeamRow | null): GroupOrderRow {
  const own = items.filter((i) => i.orderId === order.id);
  return {
    id: order.id,
    shop_id: order.shopId,
    order_no: order.orderNo,
    type: order.type,
    state: order.state,
    group_pending: order.groupPending,
    createtime: unixSeconds(order.createdAt),
    goods: own.map((i) => ({
      id: i.id, goods_id: i.goodsId, sku_id: i.skuId, title: i.title, image: i.image, difference: i.difference,
      price: formatMinor(i.priceMinor), market_price: formatMinor(i.marketPriceMinor), number: i.number,
      freight_price: formatMinor(i.freightMinor), discount_price: formatMinor(i.discountMinor), actual_payment: formatMinor(i.actualMinor),
      refund_id: i.refundId, refund_status: i.refundStatus, commented: i.commented,
    })),
    pay: {
      pay_no: order.payNo ?? '', trade_no: order.tradeNo ?? '', number: own.reduce((n, i) => n + i.number, 0),
      price: formatMinor(order.priceMinor), order_price: formatMinor(order.goodsMinor), freight_price: formatMinor(order.freightMinor),
      discount_price: formatMinor(order.discountMinor), actual_payment: formatMinor(order.priceMinor), refund_price: formatMinor(order.refundedMinor),
    },
    shop: { id: order.shopId, shopname },
    team: team
      ? {
          id: team.id, group_no: team.groupNo, goods_id: team.goodsId, state: team.state as TeamCard['state'], people_num: team.peopleNum,
          join_num: team.joinNum, seats_left: Math.max(0, team.peopleNum - team.joinNum), expires_at: unixSeconds(team.expiresAt),
          leader: { user_id: team.leaderId, nickname: '', avatar: '' },
        }
      : null,
  };
}
