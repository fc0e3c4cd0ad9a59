import type { GroupOrderRow, TeamCard } from '@cloudmall/contract/orders';
import { unixSeconds } from '../../platform/clock.ts';
import { toOrderRow, type OrderItemRecord, type OrderRecord } from '../orders/index.ts';
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

/** A team's state and seats, and its leader (name and avatar blank when not given). */
const toTeamSummary = (
  team: TeamRow,
  leader: { nickname: string; avatar: string } | undefined,
): Omit<TeamCard, 'members'> => ({
  id: team.id,
  group_no: team.groupNo,
  goods_id: team.goodsId,
  state: team.state as TeamCard['state'],
  people_num: team.peopleNum,
  join_num: team.joinNum,
  seats_left: Math.max(0, team.peopleNum - team.joinNum),
  expires_at: unixSeconds(team.expiresAt),
  leader: {
    user_id: team.leaderId,
    nickname: leader?.nickname ?? '',
    avatar: leader?.avatar ?? '',
  },
});

/** A team with its leader and paid members (leader first). */
export function toTeamCard(
  team: TeamRow,
  members: MemberBrief[],
  leader: { nickname: string; avatar: string } | undefined,
): TeamCard {
  const own = members.filter((m) => m.teamId === team.id);
  const sorted = [
    ...own.filter((m) => m.userId === team.leaderId),
    ...own.filter((m) => m.userId !== team.leaderId),
  ];
  return {
    ...toTeamSummary(team, leader),
    members: sorted.map((m) => ({
      user_id: m.userId,
      nickname: m.nickname,
      avatar: m.avatar,
      leader: m.userId === team.leaderId,
    })),
  };
}

/** A group order as the order list shapes it, plus its team. */
export function toGroupOrderRow(
  order: OrderRecord,
  shopname: string,
  items: OrderItemRecord[],
  team: TeamRow | null,
): GroupOrderRow {
  return {
    ...toOrderRow(
      order,
      items.filter((item) => item.orderId === order.id),
      shopname,
    ),
    team: team ? toTeamSummary(team, undefined) : null,
  };
}
