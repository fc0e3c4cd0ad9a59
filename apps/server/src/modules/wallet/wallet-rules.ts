/** Basis points: 10 000 bp = 100 %. */
const BP = 10_000n;

/** `amount × rate` in minor units, rounded half up (the one rounding rule of the wallet). */
export function applyRate(amountMinor: bigint, rateBasisPoints: bigint): bigint {
  return (amountMinor * rateBasisPoints + BP / 2n) / BP;
}

export interface WithdrawalRules {
  minMinor: number;
  maxMinor: number;
  stepMinor: number;
  fixedFeeMinor: number;
  rateBasisPoints: number;
}

export type WithdrawalCheck =
  | { ok: true; feeMinor: bigint; netMinor: bigint }
  | { ok: false; rule: 'min' | 'max' | 'step' | 'fee' };

/**
 * A withdrawal amount must be within min and max and a multiple of the step; the fee (fixed + rate)
 * is taken from it, and what the member receives is the rest: net + fee = amount, exactly.
 */
export function checkWithdrawal(amountMinor: bigint, rules: WithdrawalRules): WithdrawalCheck {
  if (amountMinor < BigInt(rules.minMinor)) return { ok: false, rule: 'min' };
  if (amountMinor > BigInt(rules.maxMinor)) return { ok: false, rule: 'max' };
  if (rules.stepMinor > 0 && amountMinor % BigInt(rules.stepMinor) !== 0n)
    return { ok: false, rule: 'step' };
  const feeMinor =
    BigInt(rules.fixedFeeMinor) + applyRate(amountMinor, BigInt(rules.rateBasisPoints));
  if (feeMinor >= amountMinor) return { ok: false, rule: 'fee' };
  return { ok: true, feeMinor, netMinor: amountMinor - feeMinor };
}

/** USDT on chain has 6 decimals: "12.5" → 12 500 000 micro-USDT. */
export function parseUsdtMicro(value: string): bigint {
  const [units = '0', fraction = ''] = value.split('.');
  return BigInt(units) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
}

/** Balance credited for a deposit: micro-USDT × rate (minor units per USDT), rounded down. */
export function depositCreditMinor(usdtMicro: bigint, rateMinorPerUsdt: bigint): bigint {
  return (usdtMicro * rateMinorPerUsdt) / 1_000_000n;
}

/** Masks all but the last 4 characters. */
export function maskTail(value: string): string {
  return value.length <= 4
    ? value
    : `${'*'.repeat(Math.min(value.length - 4, 8))}${value.slice(-4)}`;
}

/** USDT micro units as the chain writes them: "12.5", "0.000001" (no trailing zeros). */
export function formatUsdt(micro: bigint): string {
  return `${micro / 1_000_000n}.${(micro % 1_000_000n).toString().padStart(6, '0')}`.replace(
    /\.?0+$/,
    '',
  );
}
