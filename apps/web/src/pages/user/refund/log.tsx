import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { RecordPage } from '../../../components/layout/record-page';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { RefreshList } from '../../../components/ui/refresh-list';
import { refundQueries } from '../../../features/refunds/api/refund-queries';
import { RefundTimeline } from '../../../features/refunds/components/refund-timeline';

function RefundLog({ id }: { id: number }) {
  const { t } = useTranslation('refunds');
  const query = useQuery(refundQueries.log(id));
  if (query.isPending) return <PageLoadingView />;
  if (query.isError) return <QueryFailedView query={query} />;
  if (query.data.length === 0) return <EmptyState icon="list" title={t('log.empty')} />;
  return (
    <RefreshList onRefresh={async () => void (await query.refetch())}>
      <div style={{ paddingTop: 12 }}>
        <Card>
          <RefundTimeline lines={[...query.data].reverse()} />
        </Card>
      </div>
    </RefreshList>
  );
}

/** /pages/user/refund/log?id=: every step of a request, newest first. */
export default function UserRefundLogPage() {
  return (
    <RecordPage notFound="refunds:details.notFound">
      {(id) => <RefundLog key={id} id={id} />}
    </RecordPage>
  );
}
