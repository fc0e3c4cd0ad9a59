import { type RouteOutput } from '@cloudmall/contract';
import { walletRoutes, type Network, type WalletAccountKind } from '@cloudmall/contract/wallet';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useUserStore } from '../../../stores/user-store';
import { memberKeyOf } from '../../../lib/queries/member-key';
import { pagedQuery } from '../../../lib/queries/paged-query';
import { silentQuery } from '../../../lib/queries/silent-query';

export type BillDirection = 'all' | 'in' | 'out';
export type WithdrawConfig = RouteOutput<typeof walletRoutes.withdrawConfig>;
export type TransferPreview = RouteOutput<typeof walletRoutes.transferPreview>;

/** Rows per page of the wallet's lists. */
export const PAGE_SIZE = 15;

const key = memberKeyOf('wallet');

/** Every wallet query key starts with `wallet`: invalidating it refreshes all money on screen. */
export const walletKeys = {
  all: ['wallet'] as const,
  summary: () => key('summary'),
  bills: (account: WalletAccountKind, direction: BillDirection) => key('bills', account, direction),
  withdrawals: () => key('withdrawals'),
  withdrawConfig: () => key('withdraw-config'),
  deposits: () => key('deposits'),
  depositAddress: (network: string) => key('deposit-address', network),
  topupNetworks: () => ['wallet', 'topup-networks'] as const,
  pointsRate: () => key('points-rate'),
  banks: () => key('banks'),
  kyc: () => key('kyc'),
};

/** Queries are silent: pages show their own loading, error and empty states. */
export const walletQueries = {
  /** Balances; the answer also refreshes the session's money and points (My page, assets card). */
  summary: () =>
    queryOptions({
      queryKey: walletKeys.summary(),
      queryFn: async ({ signal }) => {
        const summary = await api.call(walletRoutes.summary, {}, { signal, silent: true });
        if (useUserStore.getState().isLogin)
          useUserStore.getState().updateProfile({ money: summary.balance, score: summary.score });
        return summary;
      },
    }),
  bills: (account: WalletAccountKind, direction: BillDirection = 'all') =>
    pagedQuery(
      walletKeys.bills(account, direction),
      walletRoutes.bills,
      { account, direction },
      PAGE_SIZE,
    ),
  /** The newest balance entries for the wallet home. */
  recentBills: (count: number) =>
    silentQuery([...walletKeys.bills('balance', 'all'), 'recent', count], walletRoutes.bills, {
      page: 1,
      list_rows: count,
      account: 'balance',
      direction: 'all',
    }),
  withdrawals: () => pagedQuery(walletKeys.withdrawals(), walletRoutes.withdrawals, {}, PAGE_SIZE),
  recentDeposits: () =>
    silentQuery(walletKeys.deposits(), walletRoutes.deposits, { page: 1, list_rows: 5 }),
  /**
   * The member's active deposit address (a POST: the server assigns one from the pool when none is
   * active). The deadline counts from when the answer arrived, so a wrong device clock does not matter.
   */
  depositAddress: (network: Network) =>
    queryOptions({
      queryKey: walletKeys.depositAddress(network),
      queryFn: async ({ signal }) => {
        const answer = await api.call(
          walletRoutes.depositAddress,
          { network },
          { signal, silent: true },
        );
        return { ...answer, endsAt: Date.now() + answer.expires_in * 1000 };
      },
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  topupNetworks: () => ({
    ...silentQuery(walletKeys.topupNetworks(), walletRoutes.topupNetworks, {}),
    staleTime: 5 * 60_000,
  }),
  withdrawConfig: () => ({
    ...silentQuery(walletKeys.withdrawConfig(), walletRoutes.withdrawConfig, {}),
    staleTime: 0,
  }),
  pointsRate: () => ({
    ...silentQuery(walletKeys.pointsRate(), walletRoutes.pointsRate, {}),
    staleTime: 0,
  }),
  banks: () => silentQuery(walletKeys.banks(), walletRoutes.banks, {}),
  bankDetails: (id: number) =>
    silentQuery([...walletKeys.banks(), id], walletRoutes.bankDetails, { id }),
  kycStatus: () => ({
    ...silentQuery(walletKeys.kyc(), walletRoutes.kycStatus, {}),
    staleTime: 0,
  }),
};
