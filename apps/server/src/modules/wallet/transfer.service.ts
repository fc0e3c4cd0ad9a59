import { formatMinor } from '@cloudmall/contract';
import { idempotent } from '../../platform/http/idempotency.ts';
import { balanceAfter, post } from './ledger/ledger.service.ts';
import { transfer as transferBalance } from './ledger/ledger-operations.ts';
import { member, platform } from './ledger/ledger-accounts.ts';
import { ledgerRepository } from './ledger/ledger.repository.ts';
import type { MemberCard, WalletDeps } from './ports.ts';
import { insufficientBalance, transferTargetNotFound, transferToSelf } from './wallet.errors.ts';
import { validationFailed } from '../../platform/http/app-error.ts';
import { unixSeconds } from '../../platform/clock.ts';

export type TransferService = ReturnType<typeof createTransferService>;

export function createTransferService(
  deps: Pick<WalletDeps, 'db' | 'members' | 'settings' | 'changed' | 'clock'>,
) {
  const { db, members, settings } = deps;

  async function receiver(userId: number, to: string): Promise<MemberCard> {
    const target = await members.findReceiver(to);
    if (!target) throw transferTargetNotFound();
    if (target.id === userId) throw transferToSelf();
    return target;
  }

  return {
    /** The confirmation step: names the receiver (exact username or confirmed phone), checks the balance; moves nothing. */
    async preview(userId: number, input: { to: string; amount: bigint }) {
      const target = await receiver(userId, input.to);
      if ((await ledgerRepository.balance(db, member(userId, 'balance'))) < input.amount)
        throw insufficientBalance();
      return { to: target, amount: formatMinor(input.amount) };
    },

    /** Moves balance to a member named as in the preview: both legs in one ledger transaction, once per idempotency key; both members' screens are told. */
    async transfer(userId: number, input: { to: string; amount: bigint; idempotency_key: string }) {
      const target = await receiver(userId, input.to);
      const answer = await idempotent(
        db,
        {
          userId,
          scope: 'wallet.transfer',
          key: input.idempotency_key,
          request: { to: target.id, amount: input.amount },
        },
        async (trx) => {
          const posted = await transferBalance(trx, {
            reason: 'transfer',
            reference: `user:${target.id}`,
            memo: `${userId} → ${target.id}`,
            idempotencyKey: `transfer:${userId}:${input.idempotency_key}`,
            fromUserId: userId,
            toUserId: target.id,
            amountMinor: input.amount,
          });
          const balance = await balanceAfter(trx, posted, member(userId, 'balance'));
          return {
            id: posted.transactionId,
            amount: formatMinor(input.amount),
            balance: formatMinor(balance),
            to_username: target.username,
            to_nickname: target.nickname,
            createtime: unixSeconds(deps.clock.now()),
          };
        },
      );
      deps.changed(target.id, { type: 'wallet_changed' });
      deps.changed(userId, { type: 'wallet_changed' });
      return answer;
    },

    /** The exchange rate of points to balance, and the member's points. */
    async pointsRate(userId: number) {
      const rules = await settings.get('wallet.points');
      const score = await ledgerRepository.balance(db, member(userId, 'score'));
      return { points_per_unit: rules.pointsPerAssetUnit, score: Number(score) };
    },

    /** Exchanges points for balance at the configured rate; only amounts of whole cents. */
    async exchangePoints(userId: number, input: { points: number; idempotency_key: string }) {
      const rules = await settings.get('wallet.points');
      const points = BigInt(input.points);
      const perUnit = BigInt(rules.pointsPerAssetUnit);
      if ((points * 100n) % perUnit !== 0n)
        throw validationFailed([{ field: 'points', key: 'invalid_value' }]);
      const amount = (points * 100n) / perUnit;
      return idempotent(
        db,
        { userId, scope: 'wallet.points', key: input.idempotency_key, request: { points } },
        async (trx) => {
          const posted = await post(trx, {
            reason: 'points_exchange',
            memo: `${points} points`,
            idempotencyKey: `points:${userId}:${input.idempotency_key}`,
            legs: [
              { account: member(userId, 'score'), amountMinor: -points },
              { account: platform('points_issuance'), amountMinor: points },
              { account: platform('promotions'), amountMinor: -amount },
              { account: member(userId, 'balance'), amountMinor: amount },
            ],
          });
          return {
            points: input.points,
            amount: formatMinor(amount),
            balance: formatMinor(await balanceAfter(trx, posted, member(userId, 'balance'))),
            score: Number(await balanceAfter(trx, posted, member(userId, 'score'))),
          };
        },
      );
    },
  };
}
