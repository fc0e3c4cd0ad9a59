import { formatMinor, parseAmountToMinor } from '@cloudmall/contract';
import { percentOfMinor } from '../../lib/money';

export interface FeeRule {
  fixed_fee: string;
  /** Percent with two decimals, e.g. "1.00". */
  rate_percent: string;
}

export interface WithdrawPreview {
  fee: string;
  /** What reaches the payout account: amount − fee (the fee is taken from the amount). */
  receive: string;
  /** True when the fee eats the whole amount. */
  isTooSmall: boolean;
}

/**
 * Fee preview in integer cents: fixed fee + amount × rate, the rate part rounded half up.
 * 100.00 with 1.00 + 1% → fee 2.00, receive 98.00. The amount must already pass checkAmount.
 */
export function previewWithdrawal(amount: string, rule: FeeRule): WithdrawPreview {
  const amountMinor = parseAmountToMinor(amount.trim());
  const feeMinor =
    parseAmountToMinor(rule.fixed_fee) + percentOfMinor(amountMinor, rule.rate_percent);
  const receiveMinor = amountMinor - feeMinor;
  return {
    fee: formatMinor(feeMinor),
    receive: formatMinor(receiveMinor > 0n ? receiveMinor : 0n),
    isTooSmall: receiveMinor <= 0n,
  };
}

/**
 * What a USDT payout account receives for a net amount at the rate (balance per 1 USDT), rounded
 * down to a cent of USDT: ¥98.00 at ¥7.10 → "13.80"; undefined when the rate is not positive.
 */
export function usdtFor(net: string, rate: string): string | undefined {
  const rateMinor = parseAmountToMinor(rate);
  if (rateMinor <= 0n) return undefined;
  return formatMinor((parseAmountToMinor(net) * 100n) / rateMinor);
}
