import type { Db } from '../../../db/database.ts';
import { insufficientBalance, pointsInsufficient } from '../wallet.errors.ts';
import type { AccountRef, Leg } from './ledger-accounts.ts';
import { ledgerRepository } from './ledger.repository.ts';

export interface PostInput {
  reason: string;
  reference?: string;
  memo?: string;
  /** Unique per movement: a second post with the same key changes nothing and says `replayed`. */
  idempotencyKey: string;
  legs: Leg[];
}

export interface Posted {
  transactionId: number;
  replayed: boolean;
  /** Balance after the movement of each member account it touched, by `userId:kind`. */
  balances: Map<string, bigint>;
}

const accountKey = (ref: AccountRef) =>
  'platform' in ref ? `platform:${ref.platform}` : `${ref.userId}:${ref.kind}`;

/**
 * Records one balanced movement inside the caller's transaction: the legs must sum to zero; member
 * accounts move by guarded updates (never below zero) taken in account-id order, so two opposite
 * movements cannot deadlock; the database checks the balance again at commit.
 */
export async function post(trx: Db, input: PostInput): Promise<Posted> {
  if (input.legs.length < 2 || input.legs.some((leg) => leg.amountMinor === 0n)) {
    throw new Error(`ledger: a movement needs two or more non-zero legs (${input.reason})`);
  }
  const total = input.legs.reduce((sum, leg) => sum + leg.amountMinor, 0n);
  if (total !== 0n) throw new Error(`ledger: legs of ${input.reason} sum to ${total}, not 0`);

  const transactionId = await ledgerRepository.insertTransaction(trx, {
    reason: input.reason,
    reference: input.reference ?? '',
    memo: input.memo ?? '',
    idempotencyKey: input.idempotencyKey,
  });
  if (transactionId === null) {
    const existing = await ledgerRepository.findTransactionByKey(trx, input.idempotencyKey);
    return { transactionId: existing ?? 0, replayed: true, balances: new Map() };
  }

  // Create missing accounts in a fixed order, then move balances in account-id order.
  const byKey = [...input.legs].sort((a, b) =>
    accountKey(a.account).localeCompare(accountKey(b.account)),
  );
  const resolved: Array<Leg & { accountId: number; cached: boolean }> = [];
  for (const leg of byKey) {
    const account = await ledgerRepository.ensureAccount(trx, leg.account);
    resolved.push({ ...leg, accountId: account.id, cached: account.cached });
  }
  resolved.sort((a, b) => a.accountId - b.accountId);

  const balances = new Map<string, bigint>();
  const entries = [];
  for (const leg of resolved) {
    let balanceAfter: bigint | null = null;
    if (leg.cached) {
      balanceAfter = await ledgerRepository.applyDelta(trx, leg.accountId, leg.amountMinor);
      if (balanceAfter === null) {
        throw 'kind' in leg.account && leg.account.kind === 'score'
          ? pointsInsufficient()
          : insufficientBalance();
      }
      balances.set(accountKey(leg.account), balanceAfter);
    }
    entries.push({
      transactionId,
      accountId: leg.accountId,
      amountMinor: leg.amountMinor,
      balanceAfterMinor: balanceAfter,
    });
  }
  await ledgerRepository.insertEntries(trx, entries);
  return { transactionId, replayed: false, balances };
}

/** A member account's balance after a post, or its current balance when the post was a replay. */
export async function balanceAfter(trx: Db, posted: Posted, ref: AccountRef): Promise<bigint> {
  return posted.balances.get(accountKey(ref)) ?? ledgerRepository.balance(trx, ref);
}
