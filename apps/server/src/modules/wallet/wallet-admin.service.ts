import { formatMinor } from '@cloudmall/contract';
import { NETWORKS, type Network } from '@cloudmall/contract/wallet';
import { offsetOf, type PageQuery, toPage } from '../../platform/http/paging.ts';
import { formatUsdt } from './wallet-rules.ts';
import type { WalletDeps } from './ports.ts';
import { walletAdminRepository } from './wallet-admin.repository.ts';
import { member } from './ledger/ledger-accounts.ts';
import { ledgerRepository } from './ledger/ledger.repository.ts';
import { notFound } from './wallet.errors.ts';

const seconds = (at: Date | null | undefined) => (at ? Math.floor(at.getTime() / 1000) : 0);

/** The admin's reading desk over the wallet: identity checks, the address pool, deposits, a balance. */
export function createWalletAdminService(
  deps: Pick<WalletDeps, 'db' | 'clock' | 'members' | 'fileUrl'>,
) {
  const { db, clock, members } = deps;

  /** The member a filter names (id or username): undefined for no filter, null for nobody. */
  const memberOf = async (q: string) =>
    q ? ((await members.findMember(q))?.id ?? null) : undefined;

  return {
    /** Identity checks of a status, pending oldest first, by member or document name; photos by signed address. */
    async kycPage(query: PageQuery & { status: string; q: string }) {
      const userId = await memberOf(query.q);
      const { rows, total } = await walletAdminRepository.pageKyc(
        db,
        { status: query.status, userId: userId ?? undefined, name: query.q },
        offsetOf(query),
        query.list_rows,
      );
      const cards = await members.cardsOf(rows.map((row) => row.userId));
      const data = rows.map((row) => ({
        user_id: row.userId,
        username: cards.get(row.userId)?.username ?? '',
        status: row.status as 'pending',
        name: row.name,
        id_type: row.idType,
        id_number: row.idNumber,
        reason: row.reason,
        updatetime: seconds(row.updatedAt),
        front_url: row.frontImage ? deps.fileUrl(row.frontImage) : '',
        back_url: row.backImage ? deps.fileUrl(row.backImage) : '',
      }));
      return toPage(data, total, query);
    },

    /** The deposit address pool by network and state; an assigned address names its member. */
    async addresses(query: PageQuery & { network?: Network; state: string; q: string }) {
      const now = clock.now();
      const { rows, total } = await walletAdminRepository.pageAddresses(
        db,
        { ...query, now },
        offsetOf(query),
        query.list_rows,
      );
      const cards = await members.cardsOf(rows.flatMap((row) => (row.userId ? [row.userId] : [])));
      const data = rows.map((row) => {
        const assigned = row.userId !== null && !!row.expiresAt && row.expiresAt > now;
        return {
          id: row.id,
          network: row.network as Network,
          address: row.address,
          user_id: assigned ? (row.userId ?? 0) : 0,
          username: assigned && row.userId ? (cards.get(row.userId)?.username ?? '') : '',
          assigned_at: assigned ? seconds(row.assignedAt) : 0,
          expires_at: assigned ? seconds(row.expiresAt) : 0,
          assigned,
        };
      });
      return toPage(data, total, query);
    },

    /** Per network: addresses in the pool, those free to give and those a member holds now. */
    async addressCounts() {
      const rows = await walletAdminRepository.addressCounts(db, clock.now());
      return NETWORKS.map((network) => {
        const row = rows.find((r) => r.network === network);
        const total = row?.total ?? 0;
        const assigned = row?.assigned ?? 0;
        return { network, total, assigned, free: total - assigned };
      });
    },

    /** Credited deposits, newest first, by network, member or part of the hash. */
    async deposits(query: PageQuery & { network?: Network; member: string; tx_hash: string }) {
      const userId = await memberOf(query.member);
      if (userId === null) return toPage([], 0, query);
      const { rows, total } = await walletAdminRepository.pageDeposits(
        db,
        { network: query.network, userId, txHash: query.tx_hash.toLowerCase() },
        offsetOf(query),
        query.list_rows,
      );
      const cards = await members.cardsOf(rows.map((row) => row.userId));
      const data = rows.map((row) => ({
        id: row.id,
        network: row.network as Network,
        tx_hash: row.txHash,
        log_index: row.logIndex,
        address: row.address,
        user_id: row.userId,
        username: cards.get(row.userId)?.username ?? '',
        usdt_amount: formatUsdt(BigInt(row.usdtMicro)),
        amount: formatMinor(BigInt(row.amountMinor)),
        source: row.source,
        createtime: seconds(row.createdAt),
      }));
      return toPage(data, total, query);
    },

    /** Deposits credited and withdrawals paid per UTC day in [from, to), for reports. */
    async moneyPerDay(from: Date, to: Date) {
      const [deposits, withdrawals] = await Promise.all([
        walletAdminRepository.depositsPerDay(db, from, to),
        walletAdminRepository.withdrawalsPerDay(db, from, to),
      ]);
      const perDay = (rows: typeof deposits) =>
        new Map(rows.map((row) => [row.day, { count: row.count, minor: BigInt(row.minor) }]));
      return { deposits: perDay(deposits), withdrawals: perDay(withdrawals) };
    },

    /** A member by id or username with the available balance. */
    async memberBalance(ref: string) {
      const card = await members.findMember(ref);
      if (!card) throw notFound();
      const balance = await ledgerRepository.balance(db, member(card.id, 'balance'));
      return {
        user_id: card.id,
        username: card.username,
        nickname: card.nickname,
        balance: formatMinor(balance),
      };
    },
  };
}

export type WalletAdminService = ReturnType<typeof createWalletAdminService>;
