import type { Language, Page } from '@cloudmall/contract';
import type { WalletAccountKind, WalletSummary } from '@cloudmall/contract/wallet';
import type { Bill } from '@cloudmall/contract/wallet';
import { formatMinor } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import { unixSeconds } from '../../platform/clock.ts';
import type { MemberDirectory } from '../identity/index.ts';
import { billMemos } from './bill-memo.ts';
import { member } from './ledger/ledger-accounts.ts';
import { ledgerRepository } from './ledger/ledger.repository.ts';
import { toBill } from './wallet.mapper.ts';
import { walletRepository } from './wallet.repository.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';

export type BalancesService = ReturnType<typeof createBalancesService>;

export function createBalancesService(db: Db, members: MemberDirectory) {
  return {
    /** Every balance of the member; accounts never used read as zero. */
    async summary(userId: number): Promise<WalletSummary> {
      const [balances, nextRelease] = await Promise.all([
        ledgerRepository.memberBalances(db, userId),
        walletRepository.nextRelease(db, userId),
      ]);
      const of = (kind: string) => balances.get(kind) ?? 0n;
      return {
        balance: formatMinor(of('balance')),
        held_income: formatMinor(of('held_income')),
        withdrawal_hold: formatMinor(of('withdrawal_hold')),
        green_points: formatMinor(of('green_points')),
        equity: formatMinor(of('equity')),
        score: Number(of('score')),
        next_release_at: unixSeconds(nextRelease),
      };
    },

    /** What order settlements paid a shop owner's balance, in all (the merchant dashboard). */
    settledIncome: (userId: number): Promise<bigint> =>
      ledgerRepository.creditedFor(db, userId, 'balance', 'order_settlement'),

    /** Balance and points for the user object (identity reads them through its port). */
    async figures(userId: number): Promise<{ balanceMinor: bigint; score: number }> {
      const balances = await ledgerRepository.memberBalances(db, userId);
      return {
        balanceMinor: balances.get('balance') ?? 0n,
        score: Number(balances.get('score') ?? 0n),
      };
    },

    /** Entries of one of the member's accounts, newest first; memos in the reader's language, a transfer naming the other member. */
    async bills(
      userId: number,
      query: {
        account: WalletAccountKind;
        direction: 'all' | 'in' | 'out';
        page: number;
        list_rows: number;
      },
      language: Language = 'en',
    ): Promise<Page<Bill>> {
      const account = await ledgerRepository.ensureAccount(db, member(userId, query.account));
      const { rows, total } = await ledgerRepository.pageEntries(db, account.id, {
        direction: query.direction,
        offset: offsetOf(query),
        limit: query.list_rows,
      });
      const memos = await billMemos(rows, userId, members, language);
      return toPage(
        rows.map((row, i) => ({ ...toBill(row), memo: memos[i]! })),
        total,
        query,
      );
    },
  };
}
