import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { RefundDetailsView } from '../../../features/refunds/components/refund-details-view';
import { queryId } from '../../../lib/query-id';

/** /pages/user/refund/details?id=: one request, its state and what the buyer can do now. */
export default function UserRefundDetailsPage() {
  const { t } = useTranslation('refunds');
  const id = queryId(useSearchParams()[0].get('id'));
  return (
    <PageShell>
      {id ? (
        <RefundDetailsView key={id} id={id} />
      ) : (
        <EmptyState icon="alert" title={t('details.notFound')} />
      )}
    </PageShell>
  );
}
