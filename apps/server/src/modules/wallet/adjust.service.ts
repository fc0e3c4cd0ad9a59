import { formatMinor } from '@cloudmall/contract';
import type { AdjustResult } from '@cloudmall/contract/wallet';
import { recordAudit } from '../../platform/audit.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { member } from './ledger/ledger-accounts.ts';
import { credit, debit } from './ledger/ledger-operations.ts';
import { ledgerRepository } from './ledger/ledger.repository.ts';
import { balanceAfter } from './ledger/ledger.service.ts';
import type { WalletDeps } from './ports.ts';
import { notFound } from './wallet.errors.ts';

export interface AdjustInput {
  userId: number;
  /** Signed minor units: positive adds to the balance, negative takes from it. */
  amountMinor: bigint;
  reason: string;
  idempotencyKey: string;
}

/** Manual balance adjustments by a platform admin. */
export function createAdjustService(deps: Pick<WalletDeps, 'db' | 'members' | 'changed'>) {
  const { db, members } = deps;
  return {
    /**
     * Moves a member's balance by a signed amount with a reason: one ledger transaction against the
     * platform `adjustments` account (a debit never takes the balance below zero), audited with the
     * balance before and after, once per (admin, key): a replay answers the first result.
     */
    async adjust(adminId: number, input: AdjustInput): Promise<AdjustResult> {
      const card = await members.findMember(String(input.userId));
      if (!card) throw notFound();
      const request = {
        user_id: input.userId,
        amount: input.amountMinor,
        reason: input.reason,
      };
      const result = await idempotent(
        db,
        { userId: adminId, scope: 'wallet.adjust', key: input.idempotencyKey, request },
        async (trx) => {
          const account = member(input.userId, 'balance');
          const before = await ledgerRepository.balance(trx, account);
          const movement = {
            reason: 'balance_adjustment',
            reference: `adjust:${adminId}`,
            memo: input.reason,
            idempotencyKey: `adjust:${adminId}:${input.idempotencyKey}`,
            userId: input.userId,
          };
          const posted =
            input.amountMinor > 0n
              ? await credit(trx, {
                  ...movement,
                  amountMinor: input.amountMinor,
                  from: 'adjustments',
                })
              : await debit(trx, {
                  ...movement,
                  amountMinor: -input.amountMinor,
                  to: 'adjustments',
                });
          const after = await balanceAfter(trx, posted, account);
          await recordAudit(trx, {
            actorUserId: adminId,
            action: 'wallet.adjust',
            target: `user:${input.userId}`,
            reason: input.reason,
            before: { balance: formatMinor(before) },
            after: { balance: formatMinor(after) },
            detail: {
              amount: formatMinor(input.amountMinor),
              transaction_id: posted.transactionId,
            },
          });
          return {
            transaction_id: posted.transactionId,
            user_id: input.userId,
            amount: formatMinor(input.amountMinor),
            before: formatMinor(before),
            after: formatMinor(after),
          };
        },
      );
      deps.changed(input.userId, { type: 'wallet_changed' });
      return result;
    },
  };
}

export type AdjustService = ReturnType<typeof createAdjustService>;
