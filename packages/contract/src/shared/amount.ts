import { z } from 'zod';

/**
 * A money amount as the client types it: digits with at most two decimals, no sign, no exponent,
 * no leading "+", positive. Parsed to integer minor units (1.23 → 123n) without touching floats.
 */
export const AmountSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
  .trim()
  .regex(/^(0|[1-9]\d{0,11})(\.\d{1,2})?$/, 'invalid_amount')
  .transform((value) => parseAmountToMinor(value))
  .refine((minor) => minor > 0n, 'invalid_amount');

/** "12.3" → 1230n. The caller has checked the shape. */
export function parseAmountToMinor(value: string): bigint {
  const [units = '0', cents = ''] = value.split('.');
  return BigInt(units) * 100n + BigInt(cents.padEnd(2, '0'));
}

/** A client-made key that makes a money-moving request safe to repeat (8-64 url-safe characters). */
export const IdempotencyKeySchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalid_value');
