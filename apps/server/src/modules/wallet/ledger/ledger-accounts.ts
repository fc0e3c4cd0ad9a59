/** Accounts every member has. Points (`score`) are whole points, the others minor units. */
export const MEMBER_ACCOUNT_KINDS = [
  'balance',
  'held_income',
  'withdrawal_hold',
  'score',
  'green_points',
  'equity',
] as const;
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];

/**
 * Platform accounts: the other side of every member movement. They may go negative (deposit
 * clearing holds money that came from outside) and are never cached, so no row is hot.
 */
export const PLATFORM_ACCOUNT_KINDS = [
  'deposit_clearing',
  'withdrawals_payable',
  'withdrawal_fees',
  'promotions',
  'income_source',
  'points_issuance',
  'shop_settlement',
  /** Order payments held by the platform until the shop is settled or the buyer refunded. */
  'order_escrow',
  /** Advertisers' campaign budgets, funded from their balances, paid out as script revenue. */
  'campaign_budgets',
  /** Cloud-phone renewals paid from the balance (devices module). */
  'device_sales',
  /** The other side of an admin's manual balance adjustment (audited, with a reason). */
  'adjustments',
  /** VIP packages bought from the balance (vip module). */
  'vip_sales',
  /** Water cards bought by distributors and not yet redeemed: what the platform owes their holders. */
  'water_cards',
  /** Reward pools an admin funds from `promotions` and issues member rewards from (rewards module). */
  'team_reward_pool',
  'ad_reward_pool',
  'subsidy_fund',
  /** The other side of green points and equity value an admin issues (not money; rewards module). */
  'green_points_issuance',
  'equity_issuance',
] as const;
export type PlatformAccountKind = (typeof PLATFORM_ACCOUNT_KINDS)[number];

export type AccountRef =
  { userId: number; kind: MemberAccountKind } | { platform: PlatformAccountKind };

export interface Leg {
  account: AccountRef;
  amountMinor: bigint;
}

export const member = (userId: number, kind: MemberAccountKind): AccountRef => ({ userId, kind });
export const platform = (kind: PlatformAccountKind): AccountRef => ({ platform: kind });
