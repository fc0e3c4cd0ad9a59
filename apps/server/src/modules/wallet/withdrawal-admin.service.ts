import type { BulkResult } from '@cloudmall/contract/wallet';
import { AppError } from '../../platform/http/app-error.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import type { WalletDeps } from './ports.ts';
import { toWithdrawal } from './wallet.mapper.ts';
import { walletAdminRepository, type WithdrawalFilter } from './wallet-admin.repository.ts';
import { walletRepository } from './wallet.repository.ts';
import type { WithdrawalService } from './withdrawal.service.ts';

type Decision = 'approved' | 'rejected';

/** Midnight UTC of a `YYYY-MM-DD` day, or of the day after it. */
const dayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000);

/**
 * The admin's side of withdrawals: the filtered review list and decisions in bulk. Each id of a bulk
 * decision goes through the single decision (its own transaction, a guarded status change and one
 * ledger key per withdrawal), so overlapping bulks by two admins post every withdrawal once.
 */
export function createWithdrawalAdminService(
  deps: Pick<WalletDeps, 'db' | 'members'> & { withdrawals: WithdrawalService },
) {
  const { db, members, withdrawals } = deps;

  async function decideMany(
    ids: number[],
    status: Decision,
    decide: (id: number) => Promise<unknown>,
  ): Promise<BulkResult> {
    const results: BulkResult['results'] = [];
    for (const id of [...new Set(ids)]) {
      try {
        await decide(id);
        results.push({ id, outcome: 'done', status });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const row = await walletRepository.findWithdrawal(db, id);
        if (!row) results.push({ id, outcome: 'not_found', status: '' });
        else
          results.push({
            id,
            outcome: row.status === status ? 'already' : 'not_pending',
            status: row.status,
          });
      }
    }
    return { results };
  }

  return {
    /** Every member's withdrawals, newest first, by status, member (id or username), day and amount range. */
    async page(
      query: { page: number; list_rows: number; status?: string; member: string } & {
        from?: string;
        to?: string;
        min_amount?: bigint;
        max_amount?: bigint;
      },
    ) {
      const filter: WithdrawalFilter = {
        status: query.status,
        from: query.from ? dayStart(query.from) : undefined,
        to: query.to ? dayStart(query.to, 1) : undefined,
        minMinor: query.min_amount,
        maxMinor: query.max_amount,
      };
      if (query.member) {
        const card = await members.findMember(query.member);
        if (!card) return toPage([], 0, query);
        filter.userId = card.id;
      }
      const { rows, total } = await walletAdminRepository.pageWithdrawals(
        db,
        filter,
        offsetOf(query),
        query.list_rows,
      );
      const cards = await members.cardsOf(rows.map((row) => row.userId));
      const data = await Promise.all(
        rows.map(async (row) => ({
          ...toWithdrawal(row, await walletRepository.findBankById(db, row.bankAccountId)),
          user_id: row.userId,
          username: cards.get(row.userId)?.username ?? '',
        })),
      );
      return toPage(data, total, query);
    },

    /** Pays each pending withdrawal of the list once; an id already paid answers `already`. */
    approveMany: (adminId: number, ids: number[]) =>
      decideMany(ids, 'approved', (id) => withdrawals.approve(adminId, id)),

    /** Rejects each pending withdrawal of the list with the reason, its hold returned once. */
    rejectMany: (adminId: number, ids: number[], reason: string) =>
      decideMany(ids, 'rejected', (id) => withdrawals.reject(adminId, id, reason)),
  };
}

export type WithdrawalAdminService = ReturnType<typeof createWithdrawalAdminService>;
