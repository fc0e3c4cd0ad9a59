import { formatMinor } from '@cloudmall/contract';
import type { Commission, TeamMember } from '@cloudmall/contract/team';
import { unixSeconds } from '../../platform/clock.ts';
import type { InviterCard, MemberCard, TreeMember } from '../identity/index.ts';
import type { CommissionRow } from './team.repository.ts';

type Face = { nickname: string; avatar: string };
const UNKNOWN: Face = { nickname: '', avatar: '' };

/** An inviter as the wire shows them. */
export const toInviter = (card: InviterCard) => ({
  user_id: card.id,
  nickname: card.nickname,
  avatar: card.avatar,
  invite_code: card.inviteCode,
});

/** A team member with what they contributed to the viewer. */
export const toTeamMember = (
  row: TreeMember,
  level: number,
  contributionMinor: bigint,
): TeamMember => ({
  user_id: row.id,
  nickname: row.nickname,
  avatar: row.avatar,
  level,
  joined_at: unixSeconds(row.joinedAt),
  invited: row.invited,
  contribution: formatMinor(contributionMinor),
});

/** A commission with its buyer's face; released once its hold is over. */
export const toCommission = (
  row: CommissionRow,
  buyer: Face | undefined,
  now: Date,
): Commission => ({
  id: row.id,
  order_id: row.orderId,
  level: row.level,
  buyer: { user_id: row.buyerId, ...(buyer ?? UNKNOWN) },
  base: formatMinor(row.baseMinor),
  amount: formatMinor(row.amountMinor),
  reversed: formatMinor(row.reversedMinor),
  rate_bps: row.rateBps,
  state: row.state,
  released: row.state === 'credited' && row.availableAt.getTime() <= now.getTime(),
  available_at: unixSeconds(row.availableAt),
  created_at: unixSeconds(row.createdAt),
});

/** The console's commission row: the member's with the beneficiary's login name. */
export const toConsoleCommission = (
  row: CommissionRow,
  cards: Map<number, MemberCard>,
  now: Date,
) => ({
  ...toCommission(row, cards.get(row.buyerId), now),
  beneficiary: { user_id: row.userId, username: cards.get(row.userId)?.username ?? '' },
});
