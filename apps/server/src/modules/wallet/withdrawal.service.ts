import type { Page } from '@cloudmall/contract';
import type { Withdrawal } from '@cloudmall/contract/wallet';
import { formatMinor } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { member } from './ledger/ledger-accounts.ts';
import { hold, postHold, voidHold } from './ledger/ledger-operations.ts';
import { ledgerRepository } from './ledger/ledger.repository.ts';
import {
  bankAccountNotFound,
  kycRequired,
  notFound,
  withdrawalAmountInvalid,
  withdrawalNotPending,
} from './wallet.errors.ts';
import { toWithdrawal } from './wallet.mapper.ts';
import { walletRepository } from './wallet.repository.ts';
import { checkWithdrawal } from './wallet-rules.ts';
import { tellMember } from './notify.ts';
import type { WalletDeps } from './ports.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';

type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof walletRepository.findWithdrawal>>>;
type Resolution = 'approved' | 'rejected' | 'cancelled';

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

export function createWithdrawalService(
  deps: Pick<WalletDeps, 'db' | 'settings' | 'notify' | 'changed' | 'log'>,
) {
  const { db, settings } = deps;
  const tell = tellMember(deps.notify, deps.log);

  const present = async (trx: Db, row: WithdrawalRow): Promise<Withdrawal> =>
    toWithdrawal(row, await walletRepository.findBankById(trx, row.bankAccountId));

  /**
   * Moves a pending withdrawal to its final status and resolves its hold in the same transaction.
   * The status change is a guarded update and the ledger key is one per withdrawal, so of any number of
   * parallel approve/reject/cancel calls exactly one takes effect.
   */
  async function resolve(
    id: number,
    status: Resolution,
    reason: string,
    actor: { userId: number; isMember: boolean },
  ) {
    const resolved = await inTransaction(db, async (trx) => {
      const row = await walletRepository.resolveWithdrawal(
        trx,
        id,
        status,
        reason,
        actor.isMember ? actor.userId : undefined,
      );
      if (!row) {
        const existing = await walletRepository.findWithdrawal(trx, id);
        if (!existing || (actor.isMember && existing.userId !== actor.userId)) throw notFound();
        throw withdrawalNotPending();
      }
      const movement = {
        reference: `withdrawal:${id}`,
        memo: reason,
        idempotencyKey: `withdrawal:${id}:resolve`,
        userId: row.userId,
        amountMinor: BigInt(row.amountMinor),
      };
      if (status === 'approved')
        await postHold(trx, {
          ...movement,
          reason: 'withdrawal_paid',
          feeMinor: BigInt(row.feeMinor),
        });
      else await voidHold(trx, { ...movement, reason: 'withdrawal_released' });
      if (!actor.isMember) {
        await recordAudit(trx, {
          actorUserId: actor.userId,
          action: `wallet.withdrawal.${status}`,
          target: `withdrawal:${id}`,
          reason,
          before: { status: 'pending' },
          after: { status, amount: formatMinor(BigInt(row.amountMinor)) },
        });
      }
      return {
        dto: await present(trx, row),
        userId: row.userId,
        amountMinor: BigInt(row.amountMinor),
        netMinor: BigInt(row.amountMinor) - BigInt(row.feeMinor),
      };
    });
    deps.changed(resolved.userId, { type: 'wallet_changed' });
    if (status === 'approved')
      tell(
        resolved.userId,
        {
          key: 'wallet.withdrawalPaid',
          params: { amount: String(resolved.netMinor), account: resolved.dto.bank.account },
        },
        'withdrawal',
        id,
      );
    if (status === 'rejected')
      tell(
        resolved.userId,
        {
          key: 'wallet.withdrawalRejected',
          params: { amount: String(resolved.amountMinor), reason },
        },
        'withdrawal',
        id,
      );
    return resolved.dto;
  }

  return {
    /** Limits, fees, the USDT rate of USDT payouts, and what the member can withdraw now. */
    async config(userId: number, kycStatus: string) {
      const rules = await settings.get('wallet.withdrawal');
      const { rateMinorPerUsdt } = await settings.get('wallet.topup');
      const available = await ledgerRepository.balance(db, member(userId, 'balance'));
      return {
        min: formatMinor(BigInt(rules.minMinor)),
        max: formatMinor(BigInt(rules.maxMinor)),
        step: formatMinor(BigInt(rules.stepMinor)),
        fixed_fee: formatMinor(BigInt(rules.fixedFeeMinor)),
        rate_percent: formatMinor(BigInt(rules.rateBasisPoints)),
        available: formatMinor(available),
        kyc_status: kycStatus as 'none',
        usdt_rate: formatMinor(BigInt(rateMinorPerUsdt)),
      };
    },

    /** Requests a withdrawal: approved KYC, a live payout account, valid amount; the amount is held. */
    async request(
      userId: number,
      kycApproved: boolean,
      input: { amount: bigint; bank_id: number; idempotency_key: string },
    ) {
      if (!kycApproved) throw kycRequired();
      const rules = await settings.get('wallet.withdrawal');
      const check = checkWithdrawal(input.amount, rules);
      if (!check.ok) throw withdrawalAmountInvalid(check.rule);
      const request = { amount: input.amount, bank_id: input.bank_id };
      return idempotent(
        db,
        { userId, scope: 'wallet.withdraw', key: input.idempotency_key, request },
        async (trx) => {
          const bank = await walletRepository.findBank(trx, userId, input.bank_id);
          if (!bank) throw bankAccountNotFound();
          const row = await walletRepository.insertWithdrawal(trx, {
            userId,
            bankAccountId: bank.id,
            amountMinor: input.amount,
            feeMinor: check.feeMinor,
            status: 'pending',
          });
          await hold(trx, {
            reason: 'withdrawal_request',
            reference: `withdrawal:${row.id}`,
            idempotencyKey: `withdrawal:${row.id}:hold`,
            userId,
            amountMinor: input.amount,
          });
          return toWithdrawal(row, bank);
        },
      );
    },

    cancel: (userId: number, id: number) =>
      resolve(id, 'cancelled', '', { userId, isMember: true }),
    approve: (adminId: number, id: number) =>
      resolve(id, 'approved', '', { userId: adminId, isMember: false }),
    reject: (adminId: number, id: number, reason: string) =>
      resolve(id, 'rejected', reason, { userId: adminId, isMember: false }),

    /** A member's own withdrawals, or (admin) everyone's filtered by status. */
    async page(
      filter: { userId?: number; status?: string },
      query: { page: number; list_rows: number },
    ): Promise<Page<Withdrawal & { user_id: number }>> {
      const { rows, total } = await walletRepository.pageWithdrawals(
        db,
        filter,
        offsetOf(query),
        query.list_rows,
      );
      const data = await Promise.all(
        rows.map(async (row) => ({ ...(await present(db, row)), user_id: row.userId })),
      );
      return toPage(data, total, query);
    },
  };
}
