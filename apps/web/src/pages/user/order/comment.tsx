import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { ReviewFormView } from '../../../features/orders/components/review/review-form-view';
import { queryId } from '../../../lib/query-id';

/** /pages/user/order/comment?id=: review every item of a received order at once. */
export default function UserOrderCommentPage() {
  const { t } = useTranslation('orders');
  const id = queryId(useSearchParams()[0].get('id'));
  return (
    <PageShell>
      {id ? (
        <ReviewFormView key={id} id={id} />
      ) : (
        <EmptyState icon="alert" title={t('details.notFound')} />
      )}
    </PageShell>
  );
}
