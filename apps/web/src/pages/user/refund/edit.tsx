import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { PageShell } from '../../../components/layout/page-shell';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { toast, toastError } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { editRefund } from '../../../features/refunds/api/refund-api';
import { refundQueries } from '../../../features/refunds/api/refund-queries';
import { RefundForm } from '../../../features/refunds/components/refund-form';
import { OrderGoodsRow } from '../../../components/order/order-goods-row';
import { useRefundChanged } from '../../../features/refunds/hooks/use-refund-actions';
import { queryId } from '../../../lib/query-id';
import { refundPaths } from '../../../features/refunds/refund-paths';
import { normalizeAmount, refundActions } from '../../../features/refunds/refund-states';

function EditForm({ id }: { id: number }) {
  const { t } = useTranslation('refunds');
  const navigate = useNavigate();
  const changed = useRefundChanged();
  const query = useQuery(refundQueries.info(id));
  if (query.isPending) return <PageLoadingView />;
  if (query.isError)
    return (
      <LoadFailedView
        message={query.error instanceof ApiError ? query.error.text : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  const refund = query.data;
  if (!refundActions(refund).includes('edit')) {
    return (
      <EmptyState icon="refund" title={t('edit.notEditable')}>
        <PrimaryButton
          variant="outline"
          onClick={() => void navigate(refundPaths.details(id), { replace: true })}
        >
          {t('edit.toDetails')}
        </PrimaryButton>
      </EmptyState>
    );
  }
  return (
    <>
      <div style={{ paddingTop: 12 }}>
        <Card title={refund.shop.shopname}>
          <OrderGoodsRow {...refund.goods} />
        </Card>
      </div>
      <RefundForm
        initial={{
          type: refund.type,
          expressType: refund.expressType,
          reason: refund.reason,
          money: refund.price,
          images: refund.images,
          content: refund.refund_content,
        }}
        max={refund.max_money}
        submitText={t('edit.submit')}
        onSubmit={async (values) => {
          try {
            await editRefund({
              id,
              money: normalizeAmount(values.money),
              type: values.type,
              reason: values.reason ?? 0,
              expressType: values.expressType,
              images: values.images,
              refund_content: values.content,
            });
            toast.success(t('done.edit'));
            await changed();
            void navigate(refundPaths.details(id), { replace: true });
          } catch (error) {
            toastError(error);
          }
        }}
      />
    </>
  );
}

/** /pages/user/refund/edit?id=: change an applied or refused request; the shop decides again. */
export default function UserRefundEditPage() {
  const { t } = useTranslation('refunds');
  const id = queryId(useSearchParams()[0].get('id'));
  return (
    <PageShell>
      {id ? (
        <EditForm key={id} id={id} />
      ) : (
        <EmptyState icon="alert" title={t('details.notFound')} />
      )}
    </PageShell>
  );
}
