import { useQuery } from '@tanstack/react-query';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { PageShell } from '../../../components/layout/page-shell';
import { RefreshList } from '../../../components/ui/refresh-list';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { StatementOverview } from '../../../features/wallet/components/home/statement-overview';
import { useWalletRefresh } from '../../../features/wallet/hooks/use-wallet-refresh';

/** /pages/user/money/st: statement overview, the total cash and every account with a link to it. */
export default function StatementPage() {
  const summary = useQuery(walletQueries.summary());
  const refresh = useWalletRefresh();
  return (
    <PageShell>
      <RefreshList onRefresh={refresh}>
        {summary.data && <StatementOverview summary={summary.data} />}
        {summary.isPending && <PageLoadingView />}
        {summary.isError && !summary.data && <QueryFailedView query={summary} />}
      </RefreshList>
    </PageShell>
  );
}
