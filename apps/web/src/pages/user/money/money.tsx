import { useQuery } from '@tanstack/react-query';
import { PageShell } from '../../../components/layout/page-shell';
import { RefreshList } from '../../../components/ui/refresh-list';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { AccountTiles } from '../../../features/wallet/components/home/account-tiles';
import { BalanceHero } from '../../../features/wallet/components/home/balance-hero';
import { RecentBills } from '../../../features/wallet/components/home/recent-bills';
import { WalletActions } from '../../../features/wallet/components/home/wallet-actions';
import { WalletLinks } from '../../../features/wallet/components/home/wallet-links';
import { InlineRetry } from '../../../features/wallet/components/inline-retry';
import { useWalletRefresh } from '../../../features/wallet/hooks/use-wallet-refresh';

/** /pages/user/money/money: balances, the wallet's actions, recent entries; pull to refresh. */
export default function WalletPage() {
  const summary = useQuery(walletQueries.summary());
  const refresh = useWalletRefresh();
  return (
    <PageShell tone="brand">
      <RefreshList onRefresh={refresh}>
        <BalanceHero summary={summary.data} />
        <WalletActions />
        {summary.isError && (
          <InlineRetry error={summary.error} onRetry={() => void summary.refetch()} />
        )}
        <AccountTiles summary={summary.data} />
        <RecentBills />
        <WalletLinks />
      </RefreshList>
    </PageShell>
  );
}
