import type { BankAccount, Bill, KycStatus, Withdrawal } from '@cloudmall/contract/wallet';
import { formatMinor } from '@cloudmall/contract';
import type { bankAccounts, kycSubmissions, withdrawals } from '../../db/schema/wallet.schema.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { maskTail } from './wallet-rules.ts';

type BankRow = typeof bankAccounts.$inferSelect;
type WithdrawalRow = typeof withdrawals.$inferSelect;
type KycRow = typeof kycSubmissions.$inferSelect;

/** Movements recorded once for both sides read by their sign (a transfer is "out" for the sender). */
const SIDED_REASONS: Record<string, [inReason: string, outReason: string]> = {
  transfer: ['transfer_in', 'transfer_out'],
};

/** The protocol's money-log kind of a ledger reason (the client's icons and labels). */
export function moneyLogType(reason: string): string {
  if (reason.startsWith('order_') || reason.startsWith('income_')) return 'pay';
  if (reason.startsWith('refund')) return 'refund';
  if (reason.startsWith('withdrawal_')) return 'withdraw';
  if (reason === 'deposit') return 'recharge';
  return 'sys';
}

export function toBill(row: {
  id: number;
  amountMinor: bigint;
  balanceAfterMinor: bigint | null;
  reason: string;
  reference: string;
  memo: string;
  createdAt: Date;
}): Bill {
  const amount = BigInt(row.amountMinor);
  const sided = SIDED_REASONS[row.reason];
  return {
    id: row.id,
    reason: sided ? sided[amount > 0n ? 0 : 1] : row.reason,
    amount: formatMinor(amount),
    balance_after: formatMinor(BigInt(row.balanceAfterMinor ?? 0n)),
    reference: row.reference,
    memo: row.memo,
    createtime: unixSeconds(row.createdAt),
    money: formatMinor(amount),
    type: moneyLogType(row.reason),
  };
}

export function toBankAccount(row: BankRow): BankAccount {
  return {
    id: row.id,
    type: row.type as BankAccount['type'],
    holder: row.holder,
    account: maskTail(row.account),
    bank_name: row.bankName,
    network: row.network,
    createtime: unixSeconds(row.createdAt),
  };
}

export function toWithdrawal(row: WithdrawalRow, bank: BankRow | undefined): Withdrawal {
  const amount = BigInt(row.amountMinor);
  const fee = BigInt(row.feeMinor);
  return {
    id: row.id,
    amount: formatMinor(amount),
    fee: formatMinor(fee),
    net: formatMinor(amount - fee),
    status: row.status as Withdrawal['status'],
    reason: row.reason,
    bank: {
      type: bank?.type ?? '',
      account: bank ? maskTail(bank.account) : '',
      bank_name: bank?.bankName || bank?.network || '',
    },
    createtime: unixSeconds(row.createdAt),
    updatetime: unixSeconds(row.updatedAt),
  };
}

export function toKycStatus(row: KycRow | undefined): KycStatus {
  if (!row)
    return { status: 'none', name: '', id_type: '', id_number: '', reason: '', updatetime: 0 };
  return {
    status: row.status as KycStatus['status'],
    name: row.name,
    id_type: row.idType,
    id_number: maskTail(row.idNumber),
    reason: row.reason,
    updatetime: unixSeconds(row.updatedAt),
  };
}
