import { defineRoute } from '../shared/define-route.ts';
import { pageSchema } from '../shared/envelope.ts';
import { CONSOLE_ADMINS } from '../access/roles.ts';
import { EmptyInputSchema } from '../shared/route-inputs.ts';
import {
  FundedPoolSchema,
  FundPoolSchema,
  IncomeHoldSchema,
  IncomeHoldsQuerySchema,
  IncomeHoldTotalsSchema,
  IssuedRewardSchema,
  IssuedRewardsQuerySchema,
  IssueRewardSchema,
  MyRewardSchema,
  MyRewardsQuerySchema,
  MyRewardTotalsQuerySchema,
  RewardAccountsSchema,
  RewardTotalsSchema,
} from './rewards.schemas.ts';

/** A member's rewards (team, ad and subsidy pool pages) and held income (reward settlement page). */
export const rewardRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/wanlshop/rewards/list',
    auth: 'member',
    input: MyRewardsQuerySchema,
    output: pageSchema(MyRewardSchema),
    errors: [],
    summary:
      "The member's rewards from one pool, newest first, each with its reason and release date.",
  }),
  totals: defineRoute({
    method: 'GET',
    path: '/wanlshop/rewards/totals',
    auth: 'member',
    input: MyRewardTotalsQuerySchema,
    output: RewardTotalsSchema,
    errors: [],
    summary: "The member's rewards from one pool: still held, released and in all.",
  }),
  holds: defineRoute({
    method: 'GET',
    path: '/wanlshop/income/holds',
    auth: 'member',
    input: IncomeHoldsQuerySchema,
    output: pageSchema(IncomeHoldSchema),
    errors: [],
    summary:
      "The member's held income items (all, held or released), newest first, with their release dates.",
  }),
  holdTotals: defineRoute({
    method: 'GET',
    path: '/wanlshop/income/hold_totals',
    auth: 'member',
    input: EmptyInputSchema,
    output: IncomeHoldTotalsSchema,
    errors: [],
    summary: "The member's income still held and released in all.",
  }),
} as const;

/** Console: reward pools, and green points and equity value, issued by admins with a reason. */
export const rewardConsoleRoutes = {
  accounts: defineRoute({
    method: 'GET',
    path: '/console/rewards/accounts',
    ...CONSOLE_ADMINS,
    input: EmptyInputSchema,
    output: RewardAccountsSchema,
    errors: [],
    summary:
      'Each reward pool’s balance and issued total, and the issued totals of green points and equity.',
  }),
  fund: defineRoute({
    method: 'POST',
    path: '/console/rewards/fund',
    ...CONSOLE_ADMINS,
    input: FundPoolSchema,
    output: FundedPoolSchema,
    errors: ['idempotency_key_reused', 'request_in_progress'],
    summary:
      'Funds a reward pool from the platform promotions account with a reason, once per key; audited.',
  }),
  issue: defineRoute({
    method: 'POST',
    path: '/console/rewards/issue',
    ...CONSOLE_ADMINS,
    input: IssueRewardSchema,
    output: IssuedRewardSchema,
    errors: ['reward_pool_insufficient', 'idempotency_key_reused', 'request_in_progress'],
    summary:
      'Issues a reward with a reason: from a pool as held income (refused beyond the pool’s balance), or green points or equity value from their issuance account; once per key, audited, the member told.',
  }),
  list: defineRoute({
    method: 'GET',
    path: '/console/rewards/list',
    ...CONSOLE_ADMINS,
    input: IssuedRewardsQuerySchema,
    output: pageSchema(IssuedRewardSchema),
    errors: [],
    summary: 'Issued rewards, newest first, by kind and member.',
  }),
} as const;
