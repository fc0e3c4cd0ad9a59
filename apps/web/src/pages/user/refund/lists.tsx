import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RefreshPagedList } from '../../../components/layout/paged-list';
import { PageShell } from '../../../components/layout/page-shell';
import { GoButton } from '../../../components/ui/go-button';
import { refundKeys, refundQueries } from '../../../features/refunds/api/refund-queries';
import { RefundCard } from '../../../features/refunds/components/refund-card';
import { PAGES } from '../../../lib/paths';
import { useRefetchOnScreen } from '../../../lib/queries/use-refetch-on-screen';

/** /pages/user/refund/lists: the member's requests, newest first (pull to refresh, more at the bottom). */
export default function UserRefundListsPage() {
  const { t } = useTranslation('refunds');
  const query = useInfiniteQuery(refundQueries.list());
  const refresh = useRefetchOnScreen(refundKeys.list());
  return (
    <PageShell>
      <RefreshPagedList
        query={query}
        variant="plain"
        topGap={false}
        onRefresh={refresh}
        renderItem={(refund) => <RefundCard key={refund.id} refund={refund} />}
        empty={{
          icon: 'refund',
          title: t('list.emptyTitle'),
          description: t('list.emptyDescription'),
          action: <GoButton to={PAGES.order}>{t('list.toOrders')}</GoButton>,
        }}
      />
    </PageShell>
  );
}
