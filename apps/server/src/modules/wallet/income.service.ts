import type { WalletDeps } from './ports.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { post } from './ledger/ledger.service.ts';
import type { PlatformAccountKind } from './ledger/ledger-accounts.ts';
import { member, platform } from './ledger/ledger-accounts.ts';
import { walletRepository } from './wallet.repository.ts';

export type IncomeService = ReturnType<typeof createIncomeService>;

/** Income a member is credited, held for a number of days. */
interface IncomeToHold {
  userId: number;
  amountMinor: bigint;
  reason: string;
}

/** Held income credited inside a caller's transaction, from a platform account. */
export interface HeldCreditInput extends IncomeToHold {
  from: PlatformAccountKind;
  idempotencyKey: string;
  reference?: string;
}

/** The ledger legs of held income: out of a platform account, into the member's held income. */
const heldIncomeLegs = (from: PlatformAccountKind, input: IncomeToHold) => [
  { account: platform(from), amountMinor: -input.amountMinor },
  { account: member(input.userId, 'held_income'), amountMinor: input.amountMinor },
];

/** Income (script revenue, commissions, rewards) is held, then becomes withdrawable after the hold. */
export function createIncomeService(
  deps: Pick<WalletDeps, 'db' | 'clock' | 'settings' | 'changed'>,
) {
  const { db, clock, settings } = deps;

  /** A hold of the member's income that becomes available `holdDays` from now. */
  const insertHold = (trx: Db, input: IncomeToHold, holdDays: number) =>
    walletRepository.insertIncomeHold(trx, {
      userId: input.userId,
      amountMinor: input.amountMinor,
      reason: input.reason,
      availableAt: new Date(clock.now().getTime() + holdDays * 86_400_000),
    });

  return {
    /** Credits income as held, available after the configured days (15 by default); the member's screens are told. */
    async creditHeld(input: {
      userId: number;
      amountMinor: bigint;
      reason: string;
      actorUserId?: number;
    }) {
      const { holdDays } = await settings.get('wallet.income');
      const held = await inTransaction(db, async (trx) => {
        const hold = await insertHold(trx, input, holdDays);
        await post(trx, {
          reason: 'income_held',
          reference: `income:${hold.id}`,
          memo: input.reason,
          idempotencyKey: `income:${hold.id}:credit`,
          legs: heldIncomeLegs('income_source', input),
        });
        if (input.actorUserId !== undefined) {
          await recordAudit(trx, {
            actorUserId: input.actorUserId,
            action: 'wallet.income.credit',
            target: `user:${input.userId}`,
            detail: {
              amountMinor: input.amountMinor.toString(),
              reason: input.reason,
              holdId: hold.id,
            },
          });
        }
        return { hold_id: hold.id, available_at: unixSeconds(hold.availableAt) };
      });
      deps.changed(input.userId, { type: 'wallet_changed' });
      return held;
    },

    /**
     * Prepares a held-income credit for use inside the caller's transaction (reads the hold days
     * first, outside it): income taken from a platform account (a campaign budget), available after
     * the hold, once per idempotency key; the caller tells the member's screens after commit.
     */
    async heldCredit() {
      const { holdDays } = await settings.get('wallet.income');
      return async (trx: Db, input: HeldCreditInput) => {
        const hold = await insertHold(trx, input, holdDays);
        const posted = await post(trx, {
          reason: 'income_held',
          reference: input.reference ?? `income:${hold.id}`,
          memo: input.reason,
          idempotencyKey: input.idempotencyKey,
          legs: heldIncomeLegs(input.from, input),
        });
        // A replayed key means the caller credited this already: its business key must guard it first.
        if (posted.replayed)
          throw new Error(`income: ${input.idempotencyKey} was already credited`);
        return { holdId: hold.id, availableAt: hold.availableAt };
      };
    },

    /**
     * Takes back part of a still-held income (a commission whose order was partly refunded) into the
     * platform account it came from, inside the caller's transaction, once per idempotency key. The
     * hold is reduced (closed at zero) by a guarded update, so held income never goes negative;
     * null when the hold was released already or holds less than asked (nothing moves).
     */
    async reverseHeld(
      trx: Db,
      input: {
        holdId: number;
        amountMinor: bigint;
        to: PlatformAccountKind;
        idempotencyKey: string;
        reason: string;
      },
    ): Promise<{ userId: number; remainingMinor: bigint } | null> {
      const hold = await walletRepository.reduceHold(
        trx,
        input.holdId,
        input.amountMinor,
        clock.now(),
      );
      if (!hold) return null;
      const posted = await post(trx, {
        reason: 'income_reversed',
        reference: `income:${hold.id}`,
        memo: input.reason,
        idempotencyKey: input.idempotencyKey,
        legs: [
          { account: member(hold.userId, 'held_income'), amountMinor: -input.amountMinor },
          { account: platform(input.to), amountMinor: input.amountMinor },
        ],
      });
      // A replayed key means the caller reversed this already: its business key must guard it first.
      if (posted.replayed) throw new Error(`income: ${input.idempotencyKey} was already reversed`);
      return { userId: hold.userId, remainingMinor: BigInt(hold.amountMinor) };
    },

    /**
     * Releases due holds to the balance, in batches. Safe on many instances at once: each hold is
     * claimed with SKIP LOCKED and released under a ledger key of its own, so never twice. Each
     * batch's members are told once it committed.
     */
    async releaseDue(batchSize = 100): Promise<number> {
      let released = 0;
      for (;;) {
        const members = await inTransaction(db, async (trx) => {
          const now = clock.now();
          const due = await walletRepository.claimDueHolds(trx, now, batchSize);
          for (const hold of due) {
            await walletRepository.markHoldReleased(trx, hold.id, now);
            await post(trx, {
              reason: 'income_released',
              reference: `income:${hold.id}`,
              memo: hold.reason,
              idempotencyKey: `income:${hold.id}:release`,
              legs: [
                {
                  account: member(hold.userId, 'held_income'),
                  amountMinor: -BigInt(hold.amountMinor),
                },
                { account: member(hold.userId, 'balance'), amountMinor: BigInt(hold.amountMinor) },
              ],
            });
          }
          return due.map((hold) => hold.userId);
        });
        for (const userId of new Set(members)) deps.changed(userId, { type: 'wallet_changed' });
        released += members.length;
        if (members.length < batchSize) return released;
      }
    },
  };
}
