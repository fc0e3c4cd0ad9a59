import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../components/layout/record-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { LogisticsView } from '../../../features/orders/components/logistics-view';

/** /pages/user/order/logistics?id=: the order's tracking timeline. */
export default function UserOrderLogisticsPage() {
  const { t } = useTranslation('orders');
  return (
    <RecordPage missing={<EmptyState icon="alert" title={t('details.notFound')} />}>
      {(id) => <LogisticsView key={id} id={id} />}
    </RecordPage>
  );
}
