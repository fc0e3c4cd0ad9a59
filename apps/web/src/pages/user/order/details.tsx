import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../components/layout/record-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { OrderDetailsView } from '../../../features/orders/components/details/order-details-view';

/** /pages/user/order/details?id=: one order with its actions and after-sale entries. */
export default function UserOrderDetailsPage() {
  const { t } = useTranslation('orders');
  return (
    <RecordPage missing={<EmptyState icon="alert" title={t('details.notFound')} />}>
      {(id) => <OrderDetailsView key={id} id={id} />}
    </RecordPage>
  );
}
