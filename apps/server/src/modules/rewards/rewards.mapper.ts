import { formatMinor } from '@cloudmall/contract';
import type { IssuedReward, MyReward, RewardKind, RewardPool } from '@cloudmall/contract/rewards';
import { unixSeconds } from '../../platform/clock.ts';
import type { MemberCard } from '../identity/index.ts';
import type { RewardRow } from './rewards.repository.ts';

/** A member's own reward: released once its hold's date has passed. */
export const myRewardOut = (row: RewardRow, now: Date): MyReward => ({
  id: row.id,
  pool: row.kind as RewardPool,
  amount: formatMinor(row.amountMinor),
  reason: row.reason,
  created_at: unixSeconds(row.createdAt),
  available_at: unixSeconds(row.availableAt ?? row.createdAt),
  released: (row.availableAt ?? row.createdAt) <= now,
});

/** An issued reward as the console lists it, with the member's and the issuing admin's usernames. */
export const issuedOut = (row: RewardRow, cards: Map<number, MemberCard>): IssuedReward => ({
  id: row.id,
  kind: row.kind as RewardKind,
  user_id: row.userId,
  username: cards.get(row.userId)?.username ?? '',
  amount: formatMinor(row.amountMinor),
  reason: row.reason,
  hold_id: row.holdId,
  available_at: row.availableAt ? unixSeconds(row.availableAt) : null,
  created_by: row.createdBy,
  created_by_name: cards.get(row.createdBy)?.username ?? '',
  created_at: unixSeconds(row.createdAt),
});
