import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { queryId } from '../../../lib/query-id';
import { RefundApplyForm } from '../../../features/refunds/components/refund-apply-form';

/** /pages/user/refund/apply?order_id=&goods_id=: request a refund (or a return) of one paid item. */
export default function UserRefundApplyPage() {
  const { t } = useTranslation('refunds');
  const [params] = useSearchParams();
  const orderId = queryId(params.get('order_id'));
  const itemId = queryId(params.get('goods_id'));
  return (
    <PageShell>
      {orderId && itemId ? (
        <RefundApplyForm key={`${orderId}-${itemId}`} orderId={orderId} itemId={itemId} />
      ) : (
        <EmptyState icon="alert" title={t('apply.notFound')} />
      )}
    </PageShell>
  );
}
