import { useQueryClient } from '@tanstack/react-query';
import { PageShell } from '../../../components/layout/page-shell';
import { RefreshList } from '../../../components/ui/refresh-list';
import { revenueKeys } from '../../../features/revenue/api/revenue-queries';
import { RevenueDayList } from '../../../features/revenue/components/revenue-day-list';
import { RevenueTotals } from '../../../features/revenue/components/revenue-totals';

/** /pages/user/signin/log (Script Revenue Details): totals, then revenue per device and day, paged. */
export default function UserSigninLogPage() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.refetchQueries({ queryKey: revenueKeys.all });
  return (
    <PageShell>
      <RefreshList onRefresh={refresh}>
        <RevenueTotals />
        <RevenueDayList />
      </RefreshList>
    </PageShell>
  );
}
