import { z } from 'zod';
import { IdSchema } from '../shared/input-bounds.ts';
import { AmountSchema } from '../shared/amount.ts';
import { defineRoute } from '../shared/define-route.ts';
import { pageSchema } from '../shared/envelope.ts';
import { AdminWithdrawalQuerySchema } from './wallet-admin.schemas.ts';
import { canonicalTxHash, TxHashSchema } from './tx-hash.ts';
import { type Network, NetworkSchema, WithdrawalSchema } from './wallet.schemas.ts';
import { CONSOLE_ADMINS } from '../access/roles.ts';
import { countFields, memberRefShape, UnixTimeSchema } from '../shared/wire-fields.ts';
import { EmptyLooseInputSchema, IdInputSchema } from '../shared/route-inputs.ts';

/** A USDT amount on chain: up to 6 decimals, positive, no exponent. */
export const UsdtAmountSchema = z
  .string()
  .regex(/^(0|[1-9]\d{0,11})(\.\d{1,6})?$/, 'invalid_amount');

export { canonicalTxHash, TxHashSchema } from './tx-hash.ts';

const DepositNoticeFields = z
  .object({
    network: NetworkSchema,
    tx_hash: TxHashSchema,
    log_index: z.number().int().min(0).max(100_000),
    address: z.string().min(20).max(64),
    amount: UsdtAmountSchema,
  })
  .strict();

/** The hash leaves validation in its network's one spelling, so every spelling names one deposit. */
const withCanonicalHash = <T extends { network: Network; tx_hash: string }>(notice: T): T => ({
  ...notice,
  tx_hash: canonicalTxHash(notice.network, notice.tx_hash),
});

/** What a chain watcher or payment provider reports, signed (see deposit notice). */
export const DepositNoticeSchema = DepositNoticeFields.transform(withCanonicalHash);
export type DepositNotice = z.infer<typeof DepositNoticeSchema>;

export const DEPOSIT_NOTICE_PATH = '/wallet/deposit-notice';

/** Routes machines call with signed requests (no member session). */
export const walletMachineRoutes = {
  depositNotice: defineRoute({
    method: 'POST',
    path: DEPOSIT_NOTICE_PATH,
    auth: 'signed',
    signedBy: 'deposit',
    input: DepositNoticeSchema,
    output: z.object({ credited: z.boolean(), deposit_id: z.number().int() }),
    errors: ['deposit_address_expired', 'not_found'],
    summary:
      'A chain watcher reports a deposit to an assigned address; credited once per (network, hash, index).',
  }),
} as const;

export const ReconciliationSchema = z.object({
  ...countFields(
    'transactions',
    'entries',
    'accounts',
    'unbalanced_transactions',
    'mismatched_accounts',
    'negative_accounts',
  ),
  global_sum: z.string(),
  ok: z.boolean(),
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;

const AdminWithdrawalSchema = WithdrawalSchema.extend({
  ...memberRefShape,
});

export const walletConsoleRoutes = {
  importAddresses: defineRoute({
    method: 'POST',
    path: '/console/wallet/addresses/import',
    ...CONSOLE_ADMINS,
    input: z
      .object({
        network: NetworkSchema,
        addresses: z
          .array(
            z
              .string()
              .trim()
              .min(20)
              .max(64)
              .regex(/^[A-Za-z0-9]+$/),
          )
          .min(1)
          .max(1000),
      })
      .strict(),
    output: z.object({ imported: z.number().int(), skipped: z.number().int() }),
    errors: [],
    summary: 'Adds deposit addresses to the pool of a network; known addresses are skipped.',
  }),
  confirmDeposit: defineRoute({
    method: 'POST',
    path: '/console/wallet/deposits/confirm',
    ...CONSOLE_ADMINS,
    input: DepositNoticeFields.extend({ note: z.string().max(200).default('') }).transform(
      withCanonicalHash,
    ),
    output: z.object({ credited: z.boolean(), deposit_id: z.number().int() }),
    errors: ['deposit_address_expired', 'not_found'],
    summary:
      'An admin credits a deposit by its transaction hash, once per (network, hash, index); audited.',
  }),
  withdrawals: defineRoute({
    method: 'GET',
    path: '/console/wallet/withdrawals',
    ...CONSOLE_ADMINS,
    input: AdminWithdrawalQuerySchema,
    output: pageSchema(AdminWithdrawalSchema),
    errors: [],
    summary: 'Withdrawals to review, newest first, by status, member, day range and amount range.',
  }),
  approveWithdrawal: defineRoute({
    method: 'POST',
    path: '/console/wallet/withdrawals/approve',
    ...CONSOLE_ADMINS,
    input: IdInputSchema,
    output: WithdrawalSchema,
    errors: ['withdrawal_not_pending', 'not_found'],
    summary: 'Marks a pending withdrawal paid: its hold posts to payouts and fees, exactly once.',
  }),
  rejectWithdrawal: defineRoute({
    method: 'POST',
    path: '/console/wallet/withdrawals/reject',
    ...CONSOLE_ADMINS,
    input: z
      .object({ id: IdSchema, reason: z.string().trim().min(2, 'required').max(200, 'too_long') })
      .strict(),
    output: WithdrawalSchema,
    errors: ['withdrawal_not_pending', 'not_found'],
    summary:
      'Rejects a pending withdrawal with a reason; its hold returns to the balance, exactly once.',
  }),
  reviewKyc: defineRoute({
    method: 'POST',
    path: '/console/kyc/review',
    ...CONSOLE_ADMINS,
    input: z
      .object({
        user_id: IdSchema,
        decision: z.enum(['approve', 'reject']),
        reason: z.string().trim().max(200, 'too_long').default(''),
      })
      .strict()
      .refine((input) => input.decision === 'approve' || input.reason.length >= 2, {
        message: 'required',
        path: ['reason'],
      }),
    output: z.object({ status: z.string() }),
    errors: ['not_found'],
    summary:
      "Approves or rejects (with a required reason) a member's pending identity verification; audited.",
  }),
  creditIncome: defineRoute({
    method: 'POST',
    path: '/console/wallet/income/credit',
    ...CONSOLE_ADMINS,
    input: z
      .object({
        user_id: IdSchema,
        amount: AmountSchema,
        reason: z.string().trim().min(2, 'required').max(200),
      })
      .strict(),
    output: z.object({ hold_id: z.number().int(), available_at: UnixTimeSchema }),
    errors: ['not_found'],
    summary: 'Issues a reward as held income, withdrawable after the configured hold; audited.',
  }),
  reconcile: defineRoute({
    method: 'GET',
    path: '/console/wallet/reconcile',
    ...CONSOLE_ADMINS,
    input: EmptyLooseInputSchema,
    output: ReconciliationSchema,
    errors: [],
    summary: 'Proves cached balances equal the sums of entries and the ledger sums to zero.',
  }),
} as const;
