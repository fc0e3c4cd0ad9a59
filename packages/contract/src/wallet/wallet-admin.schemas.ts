import { z } from 'zod';
import { IdempotencyKeySchema } from '../shared/amount.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import { IdNumberSchema, IdSchema } from '../shared/input-bounds.ts';
import {
  KYC_STATUSES,
  KycStatusSchema,
  NetworkSchema,
  WITHDRAWAL_STATUSES,
} from './wallet.schemas.ts';
import {
  countFields,
  memberRefShape,
  moneyFields,
  MoneySchema,
  UnixTimeSchema,
} from '../shared/wire-fields.ts';

/** A calendar day `YYYY-MM-DD` (UTC). */
export const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');
/** A reason an admin writes: required, shown to the member and kept in the audit log. */
export const AdminReasonSchema = z
  .string({ error: 'required' })
  .trim()
  .min(2, 'required')
  .max(200, 'too_long');
/** A money amount an admin types for an adjustment: signed, at most two decimals, never zero. */
export const SignedAmountSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
  .trim()
  .regex(/^-?(0|[1-9]\d{0,11})(\.\d{1,2})?$/, 'invalid_amount')
  .transform((value) => {
    const negative = value.startsWith('-');
    const [units = '0', cents = ''] = value.replace('-', '').split('.');
    const minor = BigInt(units) * 100n + BigInt(cents.padEnd(2, '0'));
    return negative ? -minor : minor;
  })
  .refine((minor) => minor !== 0n, 'invalid_amount');
/** A filter amount (two decimals, no sign), in minor units. */
const FilterAmountSchema = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,11})(\.\d{1,2})?$/, 'invalid_amount')
  .transform((value) => {
    const [units = '0', cents = ''] = value.split('.');
    return BigInt(units) * 100n + BigInt(cents.padEnd(2, '0'));
  });
/** A member named by id or username in a filter (`q`). */
const MemberQuery = z.string().trim().max(64, 'too_long');

export const KycReviewQuerySchema = PageQuerySchema.extend({
  status: z.enum(KYC_STATUSES, { error: 'invalid_value' }).default('pending'),
  /** A member id, a username or part of the name on the document. */
  q: MemberQuery.default(''),
});

/** A member's KYC as the admin reviews it: the member's status, with the document number in full. */
export const KycReviewRowSchema = z.object({
  ...memberRefShape,
  ...KycStatusSchema.shape,
  /** Short-lived signed addresses of the photos (admins only), '' when there is no such photo. */
  front_url: z.string(),
  back_url: z.string(),
});
export type KycReviewRow = z.infer<typeof KycReviewRowSchema>;

export const AdminWithdrawalQuerySchema = PageQuerySchema.extend({
  status: z.enum(WITHDRAWAL_STATUSES, { error: 'invalid_value' }).optional(),
  /** The member's id or username. */
  member: MemberQuery.default(''),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  min_amount: FilterAmountSchema.optional(),
  max_amount: FilterAmountSchema.optional(),
});

export const BulkIdsSchema = z.array(IdNumberSchema).min(1, 'required').max(100, 'too_long');
export const BulkApproveInputSchema = z.object({ ids: BulkIdsSchema }).strict();
export const BulkRejectInputSchema = z
  .object({ ids: BulkIdsSchema, reason: AdminReasonSchema })
  .strict();

/**
 * What happened to one id of a bulk decision: `done` by this call, `already` in the asked status
 * (a replay), `not_pending` decided otherwise before, `not_found`.
 */
export const BULK_OUTCOMES = ['done', 'already', 'not_pending', 'not_found'] as const;
export const BulkResultSchema = z.object({
  results: z.array(
    z.object({ id: z.number().int(), outcome: z.enum(BULK_OUTCOMES), status: z.string() }),
  ),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;

export const ADDRESS_STATES = ['all', 'free', 'assigned'] as const;
export const AddressPoolQuerySchema = PageQuerySchema.extend({
  network: NetworkSchema.optional(),
  /** free: never given or rested; assigned: given to a member and not expired (awaiting a deposit). */
  state: z.enum(ADDRESS_STATES, { error: 'invalid_value' }).default('all'),
  q: z.string().trim().max(64, 'too_long').default(''),
});
export const PoolAddressSchema = z.object({
  id: z.number().int(),
  network: NetworkSchema,
  address: z.string(),
  ...memberRefShape,
  assigned_at: UnixTimeSchema,
  expires_at: UnixTimeSchema,
  /** Whether a member holds it now (awaiting a deposit). */
  assigned: z.boolean(),
});
export const PoolCountsSchema = z.array(
  z.object({
    network: NetworkSchema,
    ...countFields('total', 'free', 'assigned'),
  }),
);

export const AdminDepositQuerySchema = PageQuerySchema.extend({
  network: NetworkSchema.optional(),
  member: MemberQuery.default(''),
  /** Part of the transaction hash. */
  tx_hash: z.string().trim().max(80, 'too_long').default(''),
});
export const AdminDepositSchema = z.object({
  id: z.number().int(),
  network: NetworkSchema,
  tx_hash: z.string(),
  log_index: z.number().int(),
  address: z.string(),
  ...memberRefShape,
  usdt_amount: z.string(),
  amount: MoneySchema,
  source: z.string(),
  createtime: UnixTimeSchema,
});

export const AdjustInputSchema = z
  .object({
    user_id: IdSchema,
    /** Signed: "+" adds to the balance, "-" takes from it (never below zero). */
    amount: SignedAmountSchema,
    reason: AdminReasonSchema,
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();
export const AdjustResultSchema = z.object({
  transaction_id: z.number().int(),
  user_id: z.number().int(),
  ...moneyFields('amount', 'before', 'after'),
});
export type AdjustResult = z.infer<typeof AdjustResultSchema>;

export const MemberBalanceQuerySchema = z.object({ member: MemberQuery.min(1, 'required') });
export const MemberBalanceSchema = z.object({
  ...memberRefShape,
  nickname: z.string(),
  balance: MoneySchema,
});
