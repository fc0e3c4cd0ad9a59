import { type RouteOutput } from '@cloudmall/contract';
import { walletRoutes, type Network, type WalletAccountKind } from '@cloudmall/contract/wallet';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useUserStore } from '../../../stores/user-store';
import { pagedQuery } from '../../../lib/queries/paged-query';

export type BillDirection = 'all' | 'in' | 'out';
export type WithdrawConfig = RouteOutput<typeof walletRoutes.withdrawConfig>;
export type TransferPreview = RouteOutput<typeof walletRoutes.transferPreview>;

/** Rows per page of the wallet's lists. */
export const PAGE_SIZE = 15;

/** Keys carry the member id, so a second member on the same device never sees the first one's cache. */
const member = () => useUserStore.getState().id;

/** Every wallet query key starts with `wallet`: invalidating it refreshes all money on screen. */
export const walletKeys = {
  all: ['wallet'] as const,
  summary: () => ['wallet', member(), 'summary'] as const,
  bills: (account: WalletAccountKind, direction: BillDirection) =>
    ['wallet', member(), 'bills', account, direction] as const,
  withdrawals: () => ['wallet', member(), 'withdrawals'] as const,
  withdrawConfig: () => ['wallet', member(), 'withdraw-config'] as const,
  deposits: () => ['wallet', member(), 'deposits'] as const,
  depositAddress: (network: string) => ['wallet', member(), 'deposit-address', network] as const,
  topupNetworks: () => ['wallet', 'topup-networks'] as const,
  pointsRate: () => ['wallet', member(), 'points-rate'] as const,
  banks: () => ['wallet', member(), 'banks'] as const,
  kyc: () => ['wallet', member(), 'kyc'] as const,
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
    queryOptions({
      queryKey: [...walletKeys.bills('balance', 'all'), 'recent', count],
      queryFn: ({ signal }) =>
        api.call(
          walletRoutes.bills,
          { page: 1, list_rows: count, account: 'balance', direction: 'all' },
          { signal, silent: true },
        ),
    }),
  withdrawals: () => pagedQuery(walletKeys.withdrawals(), walletRoutes.withdrawals, {}, PAGE_SIZE),
  recentDeposits: () =>
    queryOptions({
      queryKey: walletKeys.deposits(),
      queryFn: ({ signal }) =>
        api.call(walletRoutes.deposits, { page: 1, list_rows: 5 }, { signal, silent: true }),
    }),
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
  topupNetworks: () =>
    queryOptions({
      queryKey: walletKeys.topupNetworks(),
      queryFn: ({ signal }) => api.call(walletRoutes.topupNetworks, {}, { signal, silent: true }),
      staleTime: 5 * 60_000,
    }),
  withdrawConfig: () =>
    queryOptions({
      queryKey: walletKeys.withdrawConfig(),
      queryFn: ({ signal }) => api.call(walletRoutes.withdrawConfig, {}, { signal, silent: true }),
      staleTime: 0,
    }),
  pointsRate: () =>
    queryOptions({
      queryKey: walletKeys.pointsRate(),
      queryFn: ({ signal }) => api.call(walletRoutes.pointsRate, {}, { signal, silent: true }),
      staleTime: 0,
    }),
  banks: () =>
    queryOptions({
      queryKey: walletKeys.banks(),
      queryFn: ({ signal }) => api.call(walletRoutes.banks, {}, { signal, silent: true }),
    }),
  bankDetails: (id: number) =>
    queryOptions({
      queryKey: [...walletKeys.banks(), id],
      queryFn: ({ signal }) => api.call(walletRoutes.bankDetails, { id }, { signal, silent: true }),
    }),
  kycStatus: () =>
    queryOptions({
      queryKey: walletKeys.kyc(),
      queryFn: ({ signal }) => api.call(walletRoutes.kycStatus, {}, { signal, silent: true }),
      staleTime: 0,
    }),
};
