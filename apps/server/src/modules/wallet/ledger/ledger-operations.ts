import type { Db } from '../../../db/database.ts';
import type { AccountRef, PlatformAccountKind } from './ledger-accounts.ts';
import { member, platform } from './ledger-accounts.ts';
import type { Posted } from './ledger.service.ts';
import { post } from './ledger.service.ts';

/** What every operation records: why, about what, and the key that makes it happen once. */
export interface Movement {
  reason: string;
  reference?: string;
  memo?: string;
  idempotencyKey: string;
}

/** Posts one amount leaving one account and arriving in another. */
const move = (
  trx: Db,
  m: Movement & { amountMinor: bigint },
  from: AccountRef,
  to: AccountRef,
): Promise<Posted> =>
  post(trx, {
    ...m,
    legs: [
      { account: from, amountMinor: -m.amountMinor },
      { account: to, amountMinor: m.amountMinor },
    ],
  });

/** Adds to a member's balance from a platform account (deposit, refund, reward). */
export const credit = (
  trx: Db,
  m: Movement & { userId: number; amountMinor: bigint; from: PlatformAccountKind },
): Promise<Posted> => move(trx, m, platform(m.from), member(m.userId, 'balance'));

/** Takes from a member's balance to a platform account (payment); refused below zero. */
export const debit = (
  trx: Db,
  m: Movement & { userId: number; amountMinor: bigint; to: PlatformAccountKind },
): Promise<Posted> => move(trx, m, member(m.userId, 'balance'), platform(m.to));

/** Moves balance between two members in one transaction. */
export const transfer = (
  trx: Db,
  m: Movement & { fromUserId: number; toUserId: number; amountMinor: bigint },
): Promise<Posted> => move(trx, m, member(m.fromUserId, 'balance'), member(m.toUserId, 'balance'));

/** Reserves part of a balance (phase one of a withdrawal); refused below zero. */
export const hold = (
  trx: Db,
  m: Movement & { userId: number; amountMinor: bigint },
): Promise<Posted> =>
  move(trx, m, member(m.userId, 'balance'), member(m.userId, 'withdrawal_hold'));

/** Settles a hold: the amount leaves to the payout account, the fee to the fee account. */
export function postHold(
  trx: Db,
  m: Movement & { userId: number; amountMinor: bigint; feeMinor: bigint },
): Promise<Posted> {
  const legs = [
    { account: member(m.userId, 'withdrawal_hold'), amountMinor: -m.amountMinor },
    { account: platform('withdrawals_payable'), amountMinor: m.amountMinor - m.feeMinor },
  ];
  if (m.feeMinor > 0n) legs.push({ account: platform('withdrawal_fees'), amountMinor: m.feeMinor });
  return post(trx, { ...m, legs });
}

/** Releases a hold back to the balance (rejected or cancelled). */
export const voidHold = (
  trx: Db,
  m: Movement & { userId: number; amountMinor: bigint },
): Promise<Posted> =>
  move(trx, m, member(m.userId, 'withdrawal_hold'), member(m.userId, 'balance'));
