import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../components/layout/record-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { ReviewFormView } from '../../../features/orders/components/review/review-form-view';

/** /pages/user/order/comment?id=: review every item of a received order at once. */
export default function UserOrderCommentPage() {
  const { t } = useTranslation('orders');
  return (
    <RecordPage missing={<EmptyState icon="alert" title={t('details.notFound')} />}>
      {(id) => <ReviewFormView key={id} id={id} />}
    </RecordPage>
  );
}
