import { defineRoute } from '../shared/define-route.ts';
import { pageSchema } from '../shared/envelope.ts';
import {
  AddressPoolQuerySchema,
  AdjustInputSchema,
  AdjustResultSchema,
  AdminDepositQuerySchema,
  AdminDepositSchema,
  BulkApproveInputSchema,
  BulkRejectInputSchema,
  BulkResultSchema,
  KycReviewQuerySchema,
  KycReviewRowSchema,
  MemberBalanceQuerySchema,
  MemberBalanceSchema,
  PoolAddressSchema,
  PoolCountsSchema,
} from './wallet-admin.schemas.ts';
import { CONSOLE_ADMINS } from '../access/roles.ts';
import { EmptyLooseInputSchema } from '../shared/route-inputs.ts';

/** The platform admin's money and identity desk (console); every decision is audited. */
export const walletAdminRoutes = {
  kycList: defineRoute({
    method: 'GET',
    path: '/console/kyc/pending',
    ...CONSOLE_ADMINS,
    input: KycReviewQuerySchema,
    output: pageSchema(KycReviewRowSchema),
    errors: [],
    summary:
      'Identity checks by status (pending first in line, oldest first), with short-lived signed photo addresses.',
  }),
  approveWithdrawals: defineRoute({
    method: 'POST',
    path: '/console/wallet/withdrawals/approveBulk',
    ...CONSOLE_ADMINS,
    input: BulkApproveInputSchema,
    output: BulkResultSchema,
    errors: [],
    summary:
      'Pays up to 100 pending withdrawals, each exactly once (a replay answers `already`); a result per id.',
  }),
  rejectWithdrawals: defineRoute({
    method: 'POST',
    path: '/console/wallet/withdrawals/rejectBulk',
    ...CONSOLE_ADMINS,
    input: BulkRejectInputSchema,
    output: BulkResultSchema,
    errors: [],
    summary:
      'Rejects up to 100 pending withdrawals with one reason, each hold returned exactly once; a result per id.',
  }),
  addresses: defineRoute({
    method: 'GET',
    path: '/console/wallet/addresses',
    ...CONSOLE_ADMINS,
    input: AddressPoolQuerySchema,
    output: pageSchema(PoolAddressSchema),
    errors: [],
    summary:
      'The deposit address pool by network and state (free, assigned and awaiting a deposit).',
  }),
  addressCounts: defineRoute({
    method: 'GET',
    path: '/console/wallet/addresses/counts',
    ...CONSOLE_ADMINS,
    input: EmptyLooseInputSchema,
    output: PoolCountsSchema,
    errors: [],
    summary: 'Per network: addresses in the pool, free ones and ones a member holds now.',
  }),
  deposits: defineRoute({
    method: 'GET',
    path: '/console/wallet/deposits',
    ...CONSOLE_ADMINS,
    input: AdminDepositQuerySchema,
    output: pageSchema(AdminDepositSchema),
    errors: [],
    summary: 'Credited deposits, newest first, by network, member or hash.',
  }),
  memberBalance: defineRoute({
    method: 'GET',
    path: '/console/wallet/member',
    ...CONSOLE_ADMINS,
    input: MemberBalanceQuerySchema,
    output: MemberBalanceSchema,
    errors: ['not_found'],
    summary: 'A member by id or username with the available balance (before an adjustment).',
  }),
  adjust: defineRoute({
    method: 'POST',
    path: '/console/wallet/adjust',
    ...CONSOLE_ADMINS,
    input: AdjustInputSchema,
    output: AdjustResultSchema,
    errors: ['not_found', 'insufficient_balance', 'idempotency_key_reused', 'request_in_progress'],
    summary:
      "Adds to or takes from a member's balance with a required reason: one ledger transaction against the platform adjustment account, once per key, never below zero; audited with the balance before and after.",
  }),
} as const;
