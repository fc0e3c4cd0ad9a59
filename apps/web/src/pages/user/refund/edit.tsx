import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../components/layout/record-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { RefundEditForm } from '../../../features/refunds/components/refund-edit-form';

/** /pages/user/refund/edit?id=: change an applied or refused request; the shop decides again. */
export default function UserRefundEditPage() {
  const { t } = useTranslation('refunds');
  return (
    <RecordPage missing={<EmptyState icon="alert" title={t('details.notFound')} />}>
      {(id) => <RefundEditForm key={id} id={id} />}
    </RecordPage>
  );
}
