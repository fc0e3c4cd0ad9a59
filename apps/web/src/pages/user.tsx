import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageShell } from '../components/layout/page-shell';
import { RefreshList } from '../components/ui/refresh-list';
import { ACCOUNT_SECTIONS } from '../features/user/account-entries';
import { refreshAccount } from '../features/user/api/user-api';
import { AssetsCard } from '../features/user/components/assets-card';
import { EntryGrid } from '../features/user/components/entry-grid';
import { OrderShortcuts } from '../features/user/components/order-shortcuts';
import { revenueKeys } from '../features/revenue/api/revenue-queries';
import { RevenueStrip } from '../features/revenue/components/revenue-strip';
import { ProfileHeader } from '../features/user/components/profile-header';
import { formatAccountAmount } from '../features/wallet/accounts';
import { walletKeys, walletQueries } from '../features/wallet/api/wallet-queries';
import { useUiStore } from '../stores/ui-store';
import { useUserStore } from '../stores/user-store';

/** /pages/user (User Center): profile, assets, order counters and every account page; pull to refresh. */
export default function UserCenterPage() {
  const isLogin = useUserStore((state) => state.isLogin);
  const sessionChecked = useUiStore((state) => state.sessionChecked);
  const queryClient = useQueryClient();
  // the wallet summary also refreshes the session's money and points, which the assets card shows
  const wallet = useQuery({ ...walletQueries.summary(), enabled: isLogin && sessionChecked });
  const walletValues =
    isLogin && wallet.data
      ? {
          wallet: formatAccountAmount('balance', wallet.data.balance),
          greenPoints: formatAccountAmount('green_points', wallet.data.green_points),
          equity: formatAccountAmount('equity', wallet.data.equity),
        }
      : undefined;

  useEffect(() => {
    const controller = new AbortController();
    // quiet refresh once the start-up token check has answered; failures keep the stored numbers
    if (isLogin && sessionChecked)
      refreshAccount({ silent: true, signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
  }, [isLogin, sessionChecked]);

  const refresh = async () => {
    if (!useUserStore.getState().isLogin) return;
    await Promise.all([
      refreshAccount().catch(() => undefined), // the request layer already showed the failure
      queryClient.refetchQueries({ queryKey: walletKeys.summary() }),
      queryClient.refetchQueries({ queryKey: revenueKeys.all }),
    ]);
  };

  return (
    <PageShell navBar={false}>
      <RefreshList onRefresh={refresh}>
        <ProfileHeader />
        <AssetsCard />
        <OrderShortcuts />
        {isLogin && sessionChecked && <RevenueStrip />}
        {ACCOUNT_SECTIONS.map((section) => (
          <EntryGrid
            key={section.key}
            section={section}
            values={section.key === 'wallet' ? walletValues : undefined}
          />
        ))}
      </RefreshList>
    </PageShell>
  );
}
