import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/layout/paged-list';
import { PageShell } from '../../../components/layout/page-shell';
import { GoButton } from '../../../components/ui/go-button';
import { RefreshList } from '../../../components/ui/refresh-list';
import { toastError } from '../../../components/ui/toast';
import { refundKeys, refundQueries } from '../../../features/refunds/api/refund-queries';
import { RefundCard } from '../../../features/refunds/components/refund-card';
import { PAGES } from '../../../lib/paths';

/** /pages/user/refund/lists: the member's requests, newest first (pull to refresh, more at the bottom). */
export default function UserRefundListsPage() {
  const { t } = useTranslation('refunds');
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(refundQueries.list());
  const refresh = async () => {
    await queryClient
      .refetchQueries({ queryKey: refundKeys.list(), type: 'active' }, { throwOnError: true })
      .catch(toastError);
  };
  return (
    <PageShell>
      <RefreshList onRefresh={refresh}>
        <PagedList
          query={query}
          variant="plain"
          renderItem={(refund) => <RefundCard key={refund.id} refund={refund} />}
          empty={{
            icon: 'refund',
            title: t('list.emptyTitle'),
            description: t('list.emptyDescription'),
            action: <GoButton to={PAGES.order}>{t('list.toOrders')}</GoButton>,
          }}
        />
      </RefreshList>
    </PageShell>
  );
}
