import type { Db } from '../database.ts';
import { incomeHolds } from '../schema/index.ts';
import { member, platform, postLedger } from '../../modules/wallet/index.ts';
import type { PlatformAccountKind } from '../../modules/wallet/index.ts';

const DAY = 86_400_000;
const HOLD_DAYS = 15;

/** A past income of a demo member, as the wallet would have held it at `at`. */
export interface PastIncome {
  userId: number;
  amountMinor: bigint;
  reason: string;
  /** The platform account it is paid out of. */
  from: PlatformAccountKind;
  reference: string;
  idempotencyKey: string;
  at: Date;
}

/**
 * Demo held income earned at a past moment, inside the caller's transaction: the hold row and its
 * `income_held` posting, then its release to the balance when its 15 days are over by `now`.
 */
export async function seedPastHeldIncome(
  trx: Db,
  income: PastIncome,
  now: number,
): Promise<{ holdId: number; availableAt: Date }> {
  const { userId, amountMinor, reason } = income;
  const availableAt = new Date(income.at.getTime() + HOLD_DAYS * DAY);
  const released = availableAt.getTime() <= now;
  const [hold] = await trx
    .insert(incomeHolds)
    .values({
      userId,
      amountMinor,
      reason,
      availableAt,
      releasedAt: released ? availableAt : null,
      createdAt: income.at,
    })
    .returning({ id: incomeHolds.id });
  await postLedger(trx, {
    reason: 'income_held',
    reference: income.reference,
    memo: reason,
    idempotencyKey: income.idempotencyKey,
    legs: [
      { account: platform(income.from), amountMinor: -amountMinor },
      { account: member(userId, 'held_income'), amountMinor },
    ],
  });
  if (released)
    await postLedger(trx, {
      reason: 'income_released',
      reference: `income:${hold!.id}`,
      memo: reason,
      idempotencyKey: `income:${hold!.id}:release`,
      legs: [
        { account: member(userId, 'held_income'), amountMinor: -amountMinor },
        { account: member(userId, 'balance'), amountMinor },
      ],
    });
  return { holdId: hold!.id, availableAt };
}
