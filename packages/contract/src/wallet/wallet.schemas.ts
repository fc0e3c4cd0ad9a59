import { z } from 'zod';
import { IdSchema } from '../shared/input-bounds.ts';
import { AmountSchema, IdempotencyKeySchema } from '../shared/amount.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import { memberNameShape } from '../identity/identity.schemas.ts';
import { moneyFields, MoneySchema, UnixTimeSchema } from '../shared/wire-fields.ts';

export const WALLET_ACCOUNT_KINDS = [
  'balance',
  'held_income',
  'withdrawal_hold',
  'green_points',
  'equity',
] as const;
export const WalletAccountKindSchema = z.enum(WALLET_ACCOUNT_KINDS, { error: 'invalid_value' });
export type WalletAccountKind = z.infer<typeof WalletAccountKindSchema>;

/** The member's amount in each account, in the order of WALLET_ACCOUNT_KINDS. */
const accountAmounts = Object.fromEntries(
  WALLET_ACCOUNT_KINDS.map((kind) => [kind, MoneySchema]),
) as Record<WalletAccountKind, typeof MoneySchema>;

export const WalletSummarySchema = z.object({
  ...accountAmounts,
  /** Sign-in and reward points (whole numbers). */
  score: z.number().int(),
  /** When the next held income becomes available (unix seconds), 0 when none is held. */
  next_release_at: UnixTimeSchema,
});
export type WalletSummary = z.infer<typeof WalletSummarySchema>;

export const BILL_REASONS = [
  'demo_credit',
  'deposit',
  'withdrawal_request',
  'withdrawal_paid',
  'withdrawal_released',
  'transfer_out',
  'transfer_in',
  'income_held',
  'income_released',
  'income_reversed',
  'points_exchange',
  'reward',
  'payment',
  'refund',
  'order_payment',
  'order_settlement',
  'group_refund',
  'campaign_fund',
  'device_renew',
  'signin',
  'balance_adjustment',
  'vip_package',
  'water_card_purchase',
  'water_card_redeem',
] as const;

export const BillsQuerySchema = PageQuerySchema.extend({
  account: WalletAccountKindSchema.default('balance'),
  direction: z.enum(['all', 'in', 'out'], { error: 'invalid_value' }).default('all'),
});

export const BillSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  /** Signed amount of this entry for the member's account. */
  amount: MoneySchema,
  balance_after: MoneySchema,
  reference: z.string(),
  memo: z.string(),
  createtime: UnixTimeSchema,
  /** The protocol's money-log reading (`pay/moneyLog`): the signed amount again, and its kind. */
  money: MoneySchema,
  /** `pay` (goods trade), `groups`, `recharge`, `withdraw`, `refund` or `sys` (everything else). */
  type: z.string(),
});
export type Bill = z.infer<typeof BillSchema>;

export const NETWORKS = ['TRC20', 'ERC20'] as const;
export const NetworkSchema = z.enum(NETWORKS, { error: 'invalid_value' });
export type Network = z.infer<typeof NetworkSchema>;

export const TopupNetworksSchema = z.array(
  z.object({ network: NetworkSchema, label: z.string(), confirmations_note: z.string() }),
);

export const DepositAddressSchema = z.object({
  network: NetworkSchema,
  address: z.string(),
  expires_at: UnixTimeSchema,
  expires_in: z.number().int(),
  /** Balance credited per 1 USDT, as a two-decimal string. */
  rate: MoneySchema,
});
export type DepositAddress = z.infer<typeof DepositAddressSchema>;

export const DepositSchema = z.object({
  id: z.number().int(),
  network: NetworkSchema,
  tx_hash: z.string(),
  usdt_amount: z.string(),
  amount: MoneySchema,
  createtime: UnixTimeSchema,
});

export const KYC_ID_TYPES = ['identity_card', 'passport', 'driving_licence'] as const;
export type KycIdType = (typeof KYC_ID_TYPES)[number];
/** A passport is one photo page; an identity card and a driving licence have a back too. */
export const KYC_TYPES_WITH_BACK: readonly KycIdType[] = ['identity_card', 'driving_licence'];
export const kycNeedsBack = (idType: KycIdType): boolean => KYC_TYPES_WITH_BACK.includes(idType);
/** An identity photo: uploaded privately (`/private/kyc/...`), or an older public upload. */
const KycImagePath = z
  .string()
  .regex(/^\/(uploads|private\/kyc)\/[A-Za-z0-9/_.-]+$/, 'required')
  .max(255, 'too_long');

/** The back photo is asked only of documents that have one; a passport's is left out (or empty). */
export const KycSubmitSchema = z
  .object({
    name: z.string().trim().min(2, 'required').max(64, 'too_long'),
    id_type: z.enum(KYC_ID_TYPES, { error: 'invalid_value' }),
    id_number: z
      .string()
      .trim()
      .min(4, 'invalid_value')
      .max(32, 'too_long')
      .regex(/^[A-Za-z0-9-]+$/, 'invalid_value'),
    front_image: KycImagePath,
    back_image: z.union([KycImagePath, z.literal('')]).default(''),
  })
  .strict()
  .refine((input) => !kycNeedsBack(input.id_type) || input.back_image !== '', {
    message: 'required',
    path: ['back_image'],
  });

export const KYC_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export const KycStatusSchema = z.object({
  status: z.enum(KYC_STATUSES),
  name: z.string(),
  id_type: z.string(),
  /** Masked: only the last 4 characters are shown. */
  id_number: z.string(),
  reason: z.string(),
  updatetime: UnixTimeSchema,
});
export type KycStatus = z.infer<typeof KycStatusSchema>;

export const BANK_ACCOUNT_TYPES = ['bank', 'usdt'] as const;
export const BankAccountInputSchema = z
  .object({
    type: z.enum(BANK_ACCOUNT_TYPES, { error: 'invalid_value' }),
    holder: z.string().trim().min(2, 'required').max(64, 'too_long'),
    /** Bank card number, or a USDT address for type usdt. */
    account: z
      .string()
      .trim()
      .min(6, 'invalid_value')
      .max(64, 'too_long')
      .regex(/^[A-Za-z0-9]+$/, 'invalid_value'),
    bank_name: z.string().trim().max(64, 'too_long').default(''),
    network: NetworkSchema.optional(),
  })
  .strict()
  .refine(
    (input) => (input.type === 'bank' ? input.bank_name.length >= 2 : Boolean(input.network)),
    {
      message: 'required',
      path: ['bank_name'],
    },
  );

export const BankAccountSchema = z.object({
  id: z.number().int(),
  type: z.enum(BANK_ACCOUNT_TYPES),
  holder: z.string(),
  /** Masked except the last 4 characters. */
  account: z.string(),
  bank_name: z.string(),
  network: z.string(),
  createtime: UnixTimeSchema,
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

export const WithdrawConfigSchema = z.object({
  ...moneyFields('min', 'max', 'step', 'fixed_fee'),
  /** Fee rate in percent with two decimals, e.g. "1.00". */
  rate_percent: z.string(),
  available: MoneySchema,
  kyc_status: z.enum(KYC_STATUSES),
  /** Balance per 1 USDT (the top-up rate): what a USDT payout account receives is net ÷ this. */
  usdt_rate: MoneySchema,
});

export const WithdrawInputSchema = z
  .object({ amount: AmountSchema, bank_id: IdSchema, idempotency_key: IdempotencyKeySchema })
  .strict();

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const WithdrawalSchema = z.object({
  id: z.number().int(),
  ...moneyFields('amount', 'fee'),
  /** What the member receives: amount − fee. */
  net: MoneySchema,
  status: z.enum(WITHDRAWAL_STATUSES),
  reason: z.string(),
  bank: z.object({ type: z.string(), account: z.string(), bank_name: z.string() }),
  createtime: UnixTimeSchema,
  updatetime: UnixTimeSchema,
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/** The receiver, named exactly by username or by confirmed phone number; a member id is not accepted. */
export const TransferTargetSchema = z.string().trim().min(1, 'required').max(32, 'too_long');

export const TransferPreviewInputSchema = z
  .object({ to: TransferTargetSchema, amount: AmountSchema })
  .strict();
export const TransferInputSchema = TransferPreviewInputSchema.extend({
  idempotency_key: IdempotencyKeySchema,
}).strict();
export const TransferPreviewSchema = z.object({
  to: z.object({ id: z.number().int(), ...memberNameShape }),
  amount: MoneySchema,
});
/** What the receipt shows: the ledger transaction id is the reference. */
export const TransferResultSchema = z.object({
  id: z.number().int(),
  ...moneyFields('amount', 'balance'),
  to_username: z.string(),
  to_nickname: z.string(),
  /** When the money moved (unix seconds). */
  createtime: UnixTimeSchema,
});

export const PointsExchangeInputSchema = z
  .object({
    points: z.coerce.number().int().min(1, 'invalid_value').max(100_000_000, 'invalid_value'),
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();
export const PointsExchangeResultSchema = z.object({
  points: z.number().int(),
  ...moneyFields('amount', 'balance'),
  score: z.number().int(),
});
export const PointsRateSchema = z.object({
  points_per_unit: z.number().int(),
  score: z.number().int(),
});
