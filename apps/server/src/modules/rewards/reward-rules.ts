import type { RewardKind, RewardPool, RewardValue } from '@cloudmall/contract/rewards';
import type { PlatformAccountKind } from '../wallet/index.ts';

/** The platform ledger account of each reward pool. */
export const POOL_ACCOUNTS = {
  team: 'team_reward_pool',
  ad: 'ad_reward_pool',
  subsidy: 'subsidy_fund',
} as const satisfies Record<RewardPool, PlatformAccountKind>;

/** The platform account green points and equity value are issued from (not money: no pool to spend). */
export const VALUE_ACCOUNTS = {
  green_points: 'green_points_issuance',
  equity: 'equity_issuance',
} as const satisfies Record<RewardValue, PlatformAccountKind>;

export const isPool = (kind: RewardKind): kind is RewardPool => kind in POOL_ACCOUNTS;

/** The notice a member gets for a reward of each kind. */
export const noticeKeyOf = (kind: RewardKind) =>
  kind === 'green_points'
    ? ('rewards.greenPointsIssued' as const)
    : kind === 'equity'
      ? ('rewards.equityIssued' as const)
      : ('rewards.issued' as const);

/** Whole days from `now` to `until`, rounded up (a hold's length in a notice). */
export const daysUntil = (now: Date, until: Date): number =>
  Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 86_400_000));
