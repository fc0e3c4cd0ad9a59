import { z } from 'zod';
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

/** The platform admin's money and identity desk (console); every decision is audited. */
export const walletAdminRoutes = {
  kycList: defineRoute({
    method: 'GET',
    path: '/console/kyc/pending',
    auth: 'console',
    roles: ['admin'],
    input: KycReviewQuerySchema,
    output: pageSchema(KycReviewRowSchema),
    errors: [],
    summary:
      'Identity checks by status (pending first in line, oldest first), with short-lived signed photo addresses.',
  }),
  approveWithdrawals: defineRoute({
    method: 'POST',
    path: '/console/wallet/withdrawals/approveBulk',
    auth: 'console',
    roles: ['admin'],
    input: BulkApproveInputSchema,
    output: BulkResultSchema,
    errors: [],
    summary:
      'Pays up to 100 pending withdrawals, each exactly once (a replay answers `already`); a result per id.',
  }),
  rejectWithdrawals: defineRoute({
    method: 'POST',
    path: '/console/wallet/withdrawals/rejectBulk',
    auth: 'console',
    roles: ['admin'],
    input: BulkRejectInputSchema,
    output: BulkResultSchema,
    errors: [],
    summary:
      'Rejects up to 100 pending withdrawals with one reason, each hold returned exactly once; a result per id.',
  }),
  addresses: defineRoute({
    method: 'GET',
    path: '/console/wallet/addresses',
    auth: 'console',
    roles: ['admin'],
    input: AddressPoolQuerySchema,
    output: pageSchema(PoolAddressSchema),
    errors: [],
    summary:
      'The deposit address pool by network and state (free, assigned and awaiting a deposit).',
  }),
  addressCounts: defineRoute({
    method: 'GET',
    path: '/console/wallet/addresses/counts',
    auth: 'console',
    roles: ['admin'],
    input: z.object({}),
    output: PoolCountsSchema,
    errors: [],
    summary: 'Per network: addresses in the pool, free ones and ones a member holds now.',
  }),
  deposits: defineRoute({
    method: 'GET',
    path: '/console/wallet/deposits',
    auth: 'console',
    roles: ['admin'],
    input: AdminDepositQuerySchema,
    output: pageSchema(AdminDepositSchema),
    errors: [],
    summary: 'Credited deposits, newest first, by network, member or hash.',
  }),
  memberBalance: defineRoute({
    method: 'GET',
    path: '/console/wallet/member',
    auth: 'console',
    roles: ['admin'],
    input: MemberBalanceQuerySchema,
    output: MemberBalanceSchema,
    errors: ['not_found'],
    summary: 'A member by id or username with the available balance (before an adjustment).',
  }),
  adjust: defineRoute({
    method: 'POST',
    path: '/console/wallet/adjust',
    auth: 'console',
    roles: ['admin'],
    input: AdjustInputSchema,
    output: AdjustResultSchema,
    errors: ['not_found', 'insufficient_balance', 'idempotency_key_reused', 'request_in_progress'],
    summary:
      "Adds to or takes from a member's balance with a required reason: one ledger transaction against the platform adjustment account, once per key, never below zero; audited with the balance before and after.",
  }),
} as const;
