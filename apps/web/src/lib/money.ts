import { formatMinor } from '@cloudmall/contract';

/** The currency sign the spec puts in front of prices (§9). */
export const CURRENCY_SIGN = '¥';

const MONEY_PATTERN = /^(-)?(\d+)(?:\.(\d*))?$/;

/**
 * Parses a money string or number into integer minor units (cents), exactly: "12.3" → 1230n.
 * Digits beyond the cents are rounded half up. Invalid input throws.
 */
export function toMinor(value: string | number | bigint): bigint {
  if (typeof value === 'bigint') return value * 100n;
  const text = typeof value === 'number' ? value.toFixed(6) : value.trim();
  const match = MONEY_PATTERN.exec(text);
  if (!match) throw new RangeError(`Not a money amount: ${String(value)}`);
  const [, sign, units = '0', fraction = ''] = match;
  const cents = BigInt(units) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  const roundsUp = (fraction[2] ?? '0') >= '5';
  const minor = roundsUp ? cents + 1n : cents;
  return sign ? -minor : minor;
}

/** Two-decimal string of an exact sum: addMoney('0.10', '0.20') → '0.30'. */
export function addMoney(...amounts: (string | number)[]): string {
  return formatMinor(amounts.reduce<bigint>((sum, amount) => sum + toMinor(amount), 0n));
}

/** Exact difference `a - b` as a two-decimal string. */
export function subtractMoney(a: string | number, b: string | number): string {
  return formatMinor(toMinor(a) - toMinor(b));
}

/** Price times a whole quantity, exactly. */
export function multiplyMoney(amount: string | number, quantity: number): string {
  if (!Number.isInteger(quantity)) throw new RangeError('Quantity must be a whole number');
  return formatMinor(toMinor(amount) * BigInt(quantity));
}

/** Amount divided by a whole divisor, rounded half up to the cent. */
export function divideMoney(amount: string | number, divisor: number): string {
  if (!Number.isInteger(divisor) || divisor === 0)
    throw new RangeError('Divisor must be a non-zero whole number');
  const minor = toMinor(amount);
  const big = BigInt(divisor);
  const quotient = minor / big;
  const remainder = minor % big;
  const absRemainder = remainder < 0n ? -remainder : remainder;
  const absDivisor = big < 0n ? -big : big;
  if (absRemainder * 2n < absDivisor) return formatMinor(quotient);
  const negative = minor < 0n !== big < 0n;
  return formatMinor(negative ? quotient - 1n : quotient + 1n);
}

/** Normalizes any money value to the protocol's two-decimal string; invalid input shows 0.00. */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0.00';
  try {
    return formatMinor(toMinor(value));
  } catch {
    return '0.00';
  }
}

/** Price text with the yen sign: formatPrice('12.3') → '¥12.30'. */
export function formatPrice(value: string | number | null | undefined): string {
  const money = formatMoney(value);
  return money.startsWith('-') ? `-${CURRENCY_SIGN}${money.slice(1)}` : `${CURRENCY_SIGN}${money}`;
}

/** -1, 0 or 1 as `a` is less than, equal to or more than `b`, compared exactly in cents. */
export function compareMoney(a: string | number, b: string | number): -1 | 0 | 1 {
  const difference = toMinor(a) - toMinor(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** True when `amount` is a whole multiple of `step` (a zero step accepts any amount). */
export function isMultipleOfMoney(amount: string | number, step: string | number): boolean {
  const stepMinor = toMinor(step);
  return stepMinor === 0n || toMinor(amount) % stepMinor === 0n;
}

const RATE_PATTERN = /^(\d+)(?:\.(\d+))?$/;

/**
 * `ratePercent` percent of an amount of cents, rounded half up to the cent: 1% of 150 cents → 2 cents.
 * The rate is a decimal string ("1.00", "0.125"); it is scaled to an integer, never a float.
 */
export function percentOfMinor(minor: bigint, ratePercent: string): bigint {
  const match = RATE_PATTERN.exec(ratePercent.trim());
  if (!match) throw new RangeError(`Not a rate: ${ratePercent}`);
  const [, whole = '0', fraction = ''] = match;
  const rate = BigInt(`${whole}${fraction}`);
  const divisor = 100n * 10n ** BigInt(fraction.length);
  const product = (minor < 0n ? -minor : minor) * rate;
  const rounded = (product * 2n + divisor) / (divisor * 2n);
  return minor < 0n ? -rounded : rounded;
}
