import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  money,
  moneyDefaultZero,
  requiredRef,
  serialId,
  timestamptz,
  updatedAt,
} from './columns.ts';
import { memberId, users } from './identity.schema.ts';

/**
 * Ledger accounts. Member accounts keep a cached balance updated by guarded writes; platform
 * accounts (deposits, payouts, fees, promotions…) are not cached, so no single row is updated per
 * movement: their balance is the sum of their entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serialId(),
    userId: integer('user_id').references(() => users.id),
    kind: varchar('kind', { length: 32 }).notNull(),
    cached: boolean('cached').notNull(),
    allowNegative: boolean('allow_negative').notNull().default(false),
    balanceMinor: moneyDefaultZero('balance_minor'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_kind_key').on(sql`coalesce(${t.userId}, 0)`, t.kind),
    check('ledger_accounts_non_negative', sql`${t.allowNegative} or ${t.balanceMinor} >= 0`),
  ],
);

/** One balanced movement: its entries sum to zero (checked by a deferred trigger at commit). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serialId(),
    reason: varchar('reason', { length: 32 }).notNull(),
    reference: varchar('reference', { length: 64 }).notNull().default(''),
    memo: varchar('memo', { length: 200 }).notNull().default(''),
    idempotencyKey: varchar('idempotency_key', { length: 160 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_idempotency_key').on(t.idempotencyKey)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serialId(),
    transactionId: requiredRef('transaction_id', () => ledgerTransactions.id),
    accountId: requiredRef('account_id', () => ledgerAccounts.id),
    amountMinor: money('amount_minor').notNull(),
    /** The cached balance after this entry (member accounts only). */
    balanceAfterMinor: money('balance_after_minor'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_non_zero', sql`${t.amountMinor} <> 0`),
  ],
);

/** Answers of money-moving requests by (member, scope, key): a replay returns the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serialId(),
    userId: integer('user_id').notNull(),
    scope: varchar('scope', { length: 64 }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_scope_key').on(t.userId, t.scope, t.key)],
);

export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: serialId(),
    network: varchar('network', { length: 8 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    userId: integer('user_id').references(() => users.id),
    assignedAt: timestamptz('assigned_at'),
    expiresAt: timestamptz('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deposit_addresses_network_address_key').on(t.network, t.address),
    index('deposit_addresses_user_idx').on(t.userId, t.network),
  ],
);

/** Credited deposits: one per (network, transaction hash, log index), whoever reports it. */
export const deposits = pgTable(
  'deposits',
  {
    id: serialId(),
    network: varchar('network', { length: 8 }).notNull(),
    txHash: varchar('tx_hash', { length: 80 }).notNull(),
    logIndex: integer('log_index').notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    userId: memberId(),
    usdtMicro: money('usdt_micro').notNull(),
    amountMinor: money('amount_minor').notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deposits_network_tx_key').on(t.network, t.txHash, t.logIndex),
    index('deposits_user_idx').on(t.userId, t.id),
  ],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serialId(),
    userId: memberId(),
    type: varchar('type', { length: 8 }).notNull(),
    holder: varchar('holder', { length: 64 }).notNull(),
    account: varchar('account', { length: 64 }).notNull(),
    bankName: varchar('bank_name', { length: 64 }).notNull().default(''),
    network: varchar('network', { length: 8 }).notNull().default(''),
    deletedAt: timestamptz('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('bank_accounts_user_idx').on(t.userId)],
);

export const kycSubmissions = pgTable('kyc_submissions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  status: varchar('status', { length: 16 }).notNull(),
  name: varchar('name', { length: 64 }).notNull(),
  idType: varchar('id_type', { length: 20 }).notNull(),
  idNumber: varchar('id_number', { length: 32 }).notNull(),
  frontImage: varchar('front_image', { length: 255 }).notNull(),
  backImage: varchar('back_image', { length: 255 }).notNull(),
  reason: varchar('reason', { length: 200 }).notNull().default(''),
  updatedAt: updatedAt(),
});

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serialId(),
    userId: memberId(),
    bankAccountId: requiredRef('bank_account_id', () => bankAccounts.id),
    amountMinor: money('amount_minor').notNull(),
    feeMinor: money('fee_minor').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    check('withdrawals_fee_check', sql`${t.feeMinor} >= 0 and ${t.feeMinor} < ${t.amountMinor}`),
  ],
);

/** Income credited as held; released to the balance once `available_at` has passed, exactly once. */
export const incomeHolds = pgTable(
  'income_holds',
  {
    id: serialId(),
    userId: memberId(),
    amountMinor: money('amount_minor').notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    availableAt: timestamptz('available_at').notNull(),
    releasedAt: timestamptz('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('income_holds_due_idx')
      .on(t.availableAt)
      .where(sql`${t.releasedAt} is null`),
  ],
);
