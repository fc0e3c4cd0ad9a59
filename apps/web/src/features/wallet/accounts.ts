import {
  BILL_REASONS,
  WALLET_ACCOUNT_KINDS,
  type WalletAccountKind,
} from '@cloudmall/contract/wallet';
import { CURRENCY_SIGN, formatMoney } from '../../lib/money';
import type { BillDirection } from './api/wallet-queries';

/** Accounts that hold money (shown with the yen sign); green points and equity are values, not cash. */
const CASH_ACCOUNTS: ReadonlySet<WalletAccountKind> = new Set([
  'balance',
  'held_income',
  'withdrawal_hold',
]);

export function isCashAccount(kind: WalletAccountKind): boolean {
  return CASH_ACCOUNTS.has(kind);
}

/** An account's amount as shown: `¥12.30` for cash, `12.30` for points; `signed` adds + to credits. */
export function formatAccountAmount(
  kind: WalletAccountKind,
  value: string,
  { signed = false } = {},
): string {
  const money = formatMoney(value);
  const negative = money.startsWith('-');
  const digits = negative ? money.slice(1) : money;
  const sign = negative ? '-' : signed && digits !== '0.00' ? '+' : '';
  return `${sign}${isCashAccount(kind) ? CURRENCY_SIGN : ''}${digits}`;
}

/** The account named in a query string, else the balance. */
export function parseAccountKind(value: string | null): WalletAccountKind {
  return WALLET_ACCOUNT_KINDS.find((kind) => kind === value) ?? 'balance';
}

export function parseDirection(value: string | null): BillDirection {
  return value === 'in' || value === 'out' ? value : 'all';
}

const knownReasons = new Set<string>(BILL_REASONS);

/** Translation key of a bill's reason; reasons this build does not know read as "other". */
export function reasonKey(reason: string): string {
  return `wallet:reasons.${knownReasons.has(reason) ? reason : 'other'}`;
}
