import { z } from 'zod';
import { AmountSchema, IdempotencyKeySchema } from '../shared/amount.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import { IdSchema } from '../shared/input-bounds.ts';
import { memberRefShape, moneyFields, UnixTimeSchema } from '../shared/wire-fields.ts';
import { MoneySchema } from '../shared/wire-fields.ts';
import { AdminReasonSchema } from '../wallet/wallet-admin.schemas.ts';

/** Reward pools: platform accounts an admin funds, then issues member rewards from (held income). */
export const REWARD_POOLS = ['team', 'ad', 'subsidy'] as const;
export type RewardPool = (typeof REWARD_POOLS)[number];
/** Values that are not money: issued by an admin with a reason, never withdrawn, no yield. */
export const REWARD_VALUES = ['green_points', 'equity'] as const;
export type RewardValue = (typeof REWARD_VALUES)[number];
/** What an admin may issue: a pool's reward, or green points or equity value. */
export const REWARD_KINDS = [...REWARD_POOLS, ...REWARD_VALUES] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

export const RewardPoolSchema = z.enum(REWARD_POOLS, { error: 'invalid_value' });
export const RewardKindSchema = z.enum(REWARD_KINDS, { error: 'invalid_value' });

/** A member's rewards of one pool (the team, ad and subsidy pages). */
export const MyRewardsQuerySchema = PageQuerySchema.extend({ pool: RewardPoolSchema });
export const MyRewardTotalsQuerySchema = z.object({ pool: RewardPoolSchema });

/** One reward a member received: held until `available_at`, then part of the balance. */
export const MyRewardSchema = z.object({
  id: z.number().int(),
  pool: RewardPoolSchema,
  amount: MoneySchema,
  reason: z.string(),
  created_at: UnixTimeSchema,
  available_at: UnixTimeSchema,
  released: z.boolean(),
});
export type MyReward = z.infer<typeof MyRewardSchema>;

/** A member's figures of one pool: still held, released to the balance, and in all. */
export const RewardTotalsSchema = z.object(moneyFields('held', 'released', 'total'));
export type RewardTotals = z.infer<typeof RewardTotalsSchema>;

/** One held income item of a member (reward settlement page): when it becomes available. */
export const IncomeHoldSchema = z.object({
  id: z.number().int(),
  amount: MoneySchema,
  reason: z.string(),
  created_at: UnixTimeSchema,
  available_at: UnixTimeSchema,
  /** Unix seconds it was released to the balance, null while held. */
  released_at: UnixTimeSchema.nullable(),
});
export type IncomeHold = z.infer<typeof IncomeHoldSchema>;
export const IncomeHoldsQuerySchema = PageQuerySchema.extend({
  state: z.enum(['all', 'held', 'released'], { error: 'invalid_value' }).default('all'),
});
export const IncomeHoldTotalsSchema = z.object(moneyFields('held', 'released'));

/** Console: every pool's balance and what was issued from it, and what was issued of each value. */
export const RewardAccountsSchema = z.object({
  pools: z.array(z.object({ pool: RewardPoolSchema, ...moneyFields('balance', 'issued') })),
  values: z.array(z.object({ kind: z.enum(REWARD_VALUES), ...moneyFields('issued') })),
});

/** An admin funds a pool from the platform promotions account, with a reason, once per key. */
export const FundPoolSchema = z
  .object({
    pool: RewardPoolSchema,
    amount: AmountSchema,
    reason: AdminReasonSchema,
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();
export const FundedPoolSchema = z.object({ pool: RewardPoolSchema, ...moneyFields('balance') });

/** An admin issues a reward (pool: held income) or a value (green points, equity) to a member. */
export const IssueRewardSchema = z
  .object({
    kind: RewardKindSchema,
    user_id: IdSchema,
    amount: AmountSchema,
    reason: AdminReasonSchema,
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();

/** One issued reward as the console lists it. */
export const IssuedRewardSchema = z.object({
  id: z.number().int(),
  kind: RewardKindSchema,
  ...memberRefShape,
  amount: MoneySchema,
  reason: z.string(),
  /** The held-income item of a pool reward; null for green points and equity. */
  hold_id: z.number().int().nullable(),
  available_at: UnixTimeSchema.nullable(),
  created_by: z.number().int(),
  /** The admin's username, for the console's list. */
  created_by_name: z.string(),
  created_at: UnixTimeSchema,
});
export type IssuedReward = z.infer<typeof IssuedRewardSchema>;

export const IssuedRewardsQuerySchema = PageQuerySchema.extend({
  kind: RewardKindSchema.optional(),
  user_id: IdSchema.optional(),
});
