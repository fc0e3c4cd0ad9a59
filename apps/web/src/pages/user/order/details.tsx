import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { OrderDetailsView } from '../../../features/orders/components/details/order-details-view';
import { queryId } from '../../../lib/query-id';

/** /pages/user/order/details?id=: one order with its actions and after-sale entries. */
export default function UserOrderDetailsPage() {
  const { t } = useTranslation('orders');
  const id = queryId(useSearchParams()[0].get('id'));
  return (
    <PageShell>
      {id ? (
        <OrderDetailsView key={id} id={id} />
      ) : (
        <EmptyState icon="alert" title={t('details.notFound')} />
      )}
    </PageShell>
  );
}
