import { AmountSchema } from '@cloudmall/contract';
import { compareMoney, isMultipleOfMoney } from '../../lib/money';

/**
 * The contract's amount rule on the client (the server stays the authority): digits with at most
 * two decimals, positive, no sign or exponent. Answers a translation key, or undefined when fine.
 */
export function checkAmount(value: string): string | undefined {
  if (value.trim() === '') return 'errors:required';
  return AmountSchema.safeParse(value).success ? undefined : 'errors:invalid_amount';
}

export interface WithdrawLimits {
  min: string;
  max: string;
  step: string;
  available: string;
}

/** Spec §5: a withdrawal is a multiple of the step, within min and max, and covered by the balance. */
export function checkWithdrawAmount(value: string, limits: WithdrawLimits): string | undefined {
  const problem = checkAmount(value);
  if (problem) return problem;
  const amount = value.trim();
  if (compareMoney(amount, limits.min) < 0) return 'wallet:withdraw.errors.belowMin';
  if (compareMoney(amount, limits.max) > 0) return 'wallet:withdraw.errors.aboveMax';
  if (!isMultipleOfMoney(amount, limits.step)) return 'wallet:withdraw.errors.step';
  if (compareMoney(amount, limits.available) > 0) return 'errors:insufficient_balance';
  return undefined;
}
