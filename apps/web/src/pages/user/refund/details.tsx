import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../components/layout/record-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { RefundDetailsView } from '../../../features/refunds/components/refund-details-view';

/** /pages/user/refund/details?id=: one request, its state and what the buyer can do now. */
export default function UserRefundDetailsPage() {
  const { t } = useTranslation('refunds');
  return (
    <RecordPage missing={<EmptyState icon="alert" title={t('details.notFound')} />}>
      {(id) => <RefundDetailsView key={id} id={id} />}
    </RecordPage>
  );
}
