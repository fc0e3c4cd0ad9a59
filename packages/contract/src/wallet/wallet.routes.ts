import { z } from 'zod';
import { IdSchema } from '../shared/input-bounds.ts';
import { defineRoute } from '../shared/define-route.ts';
import { pageSchema, PageQuerySchema } from '../shared/envelope.ts';
import {
  BankAccountInputSchema,
  BankAccountSchema,
  BillSchema,
  BillsQuerySchema,
  DepositAddressSchema,
  DepositSchema,
  KycStatusSchema,
  KycSubmitSchema,
  NetworkSchema,
  PointsExchangeInputSchema,
  PointsExchangeResultSchema,
  PointsRateSchema,
  TopupNetworksSchema,
  TransferInputSchema,
  TransferPreviewInputSchema,
  TransferPreviewSchema,
  TransferResultSchema,
  WalletSummarySchema,
  WithdrawalSchema,
  WithdrawConfigSchema,
  WithdrawInputSchema,
} from './wallet.schemas.ts';

const Empty = z.object({});
const IdInput = z.object({ id: IdSchema });

export const walletRoutes = {
  summary: defineRoute({
    method: 'GET', path: '/wanlshop/wallet/summary', auth: 'member', input: Empty, output: WalletSummarySchema, errors: [],
    summary: "The member's balances: available, held income, withdrawal hold, green points, equity and points.",
  }),
  bills: defineRoute({
    method: 'GET', path: '/wanlshop/wallet/bills', auth: 'member', input: BillsQuerySchema, output: pageSchema(BillSchema), errors: [],
    summary: "Entries of one of the member's accounts, newest first, filtered by direction.",
  }),
  topupNetworks: defineRoute({
    method: 'GET', path: '/wanlshop/wallet/topup/networks', auth: 'member', input: Empty, output: TopupNetworksSchema, errors: [],
    summary: 'Networks a member can top up through (TRC20, ERC20).',
  }),
  depositAddress: defineRoute({
    method: 'POST', path: '/wanlshop/wallet/topup/address', auth: 'member', input: z.object({ network: NetworkSchema }).strict(),
    output: DepositAddressSchema, errors: ['recharge_queue_busy', 'network_not_supported'],
    summary: "The member's active deposit address on a network, assigned from the pool with an expiry.",
  }),
  deposits: defineRoute({
    method: 'GET', path: '/wanlshop/wallet/topup/deposits', auth: 'member', input: PageQuerySchema, output: pageSchema(DepositSchema), errors: [],
    summary: 'Deposits credited to the member.',
  }),
  withdrawConfig: defineRoute({
    method: 'GET', path: '/wanlshop/wallet/withdraw/config', auth: 'member', input: Empty, output: WithdrawConfigSchema, errors: [],
    summary: 'Withdrawal limits, step and fees, the available balance and the KYC status.',
  }),
  withdraw: defineRoute({
    method: 'POST', path: '/wanlshop/wallet/withdraw', auth: 'member', input: WithdrawInputSchema, output: WithdrawalSchema,
    errors: ['kyc_required', 'withdrawal_amount_invalid', 'insufficient_balance', 'bank_account_not_found', 'idempotency_key_reused', 'request_in_progress'],
    summary: 'Requests a withdrawal: needs approved KYC; the amount (fee included in it) is held until approved, rejected or cancelled.',
  }),
  withdrawals: defineRoute({
    method: 'GET', path: '/wanlshop/wallet/withdraw/list', auth: 'member', input: PageQuerySchema, output: pageSchema(WithdrawalSchema), errors: [],
    summary: "The member's withdrawal log, newest first.",
  }),
  cancelWithdrawal: defineRoute({
    method: 'POST', path: '/wanlshop/wallet/withdraw/cancel', auth: 'member', input: IdInput, output: WithdrawalSchema,
    errors: ['withdrawal_not_pending', 'not_found'],
    summary: 'Cancels a pending withdrawal and releases its hold, exactly once.',
  }),
  transferPreview: defineRoute({
    method: 'POST', path: '/wanlshop/wallet/transfer/preview', auth: 'member', input: TransferPreviewInputSchema, output: TransferPreviewSchema,
    errors: ['transfer_to_self', 'transfer_target_not_found', 'insufficient_balance'],
    summary: 'Names the receiving member for the confirmation step; moves nothing.',
  }),
  transfer: defineRoute({
    method: 'POST', path: '/wanlshop/wallet/transfer', auth: 'member', input: TransferInputSchema, output: TransferResultSchema,
    errors: ['transfer_to_self', 'transfer_target_not_found', 'insufficient_balance', 'idempotency_key_reused', 'request_in_progress'],
    summary: 'Moves balance to another member in one ledger transaction.',
  }),
  pointsRate: defineRoute({
    method: 'GET', path: '/wanlshop/wallet/points/rate', auth: 'member', input: Empty, output: PointsRateSchema, errors: [],
    summary: 'How many points make one unit of balance, and the member’s points.',
  }),
  exchangePoints: defineRoute({
    method: 'POST', path: '/wanlshop/wallet/points/exchange', auth: 'member', input: PointsExchangeInputSchema, output: PointsExchangeResultSchema,
    errors: ['points_insufficient', 'idempotency_key_reused'],
    summary: 'Exchanges points for balance at the configured rate (whole cents only).',
  }),
  banks: defineRoute({
    method: 'GET', path: '/wanlshop/bank/list', auth: 'member', input: Empty, output: z.array(BankAccountSchema), errors: [],
    summary: "The member's payout accounts.",
  }),
  addBank: defineRoute({
    method: 'POST', path: '/wanlshop/bank/add', auth: 'member', input: BankAccountInputSchema, output: BankAccountSchema, errors: [],
    summary: 'Adds a bank card or a USDT address to receive withdrawals.',
  }),
  bankDetails: defineRoute({
    method: 'GET', path: '/wanlshop/bank/details', auth: 'member', input: IdInput, output: BankAccountSchema, errors: ['bank_account_not_found'],
    summary: 'One payout account of the member.',
  }),
  deleteBank: defineRoute({
    method: 'POST', path: '/wanlshop/bank/delete', auth: 'member', input: IdInput, output: z.null(), errors: ['bank_account_not_found'],
    summary: 'Removes a payout account of the member.',
  }),
  kycStatus: defineRoute({
    method: 'GET', path: '/wanlshop/kyc/status', auth: 'member', input: Empty, output: KycStatusSchema, errors: [],
    summary: "The member's identity verification: none, pending, approved or rejected with a reason.",
  }),
  submitKyc: defineRoute({
    method: 'POST', path: '/wanlshop/kyc/submit', auth: 'member', input: KycSubmitSchema, output: KycStatusSchema,
    errors: ['kyc_pending', 'kyc_already_approved'],
    summary: 'Submits identity documents for review (again after a rejection).',
  }),
} as const;
