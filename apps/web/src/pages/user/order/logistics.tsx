import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { LogisticsView } from '../../../features/orders/components/logistics-view';
import { queryId } from '../../../lib/query-id';

/** /pages/user/order/logistics?id=: the order's tracking timeline. */
export default function UserOrderLogisticsPage() {
  const { t } = useTranslation('orders');
  const id = queryId(useSearchParams()[0].get('id'));
  return (
    <PageShell>
      {id ? (
        <LogisticsView key={id} id={id} />
      ) : (
        <EmptyState icon="alert" title={t('details.notFound')} />
      )}
    </PageShell>
  );
}
