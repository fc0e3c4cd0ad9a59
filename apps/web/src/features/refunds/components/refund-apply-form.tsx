import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { EmptyState } from '../../../components/ui/empty-state';
import { GoButton } from '../../../components/ui/go-button';
import { ApiError } from '@cloudmall/client';
import { applyRefund } from '../api/refund-api';
import { refundQueries } from '../api/refund-queries';
import { RefundForm } from './refund-form';
import { refundRequestFields } from '../refund-form-rules';
import { useSendRefund } from '../hooks/use-send-refund';
import { refundPaths } from '../refund-paths';

/** Request a refund (or a return) of one paid item; done, it opens the request's details. */
export function RefundApplyForm({ orderId, itemId }: { orderId: number; itemId: number }) {
  const { t } = useTranslation('refunds');
  const sendRefund = useSendRefund('apply');
  const query = useQuery(refundQueries.applyInfo(orderId, itemId));
  if (query.isPending) return <PageLoadingView />;
  if (query.isError) {
    const error = query.error instanceof ApiError ? query.error : undefined;
    // a business refusal (already requested, window over, not paid) is final: say why, offer the way back
    if (error?.kind === 'business') {
      return (
        <EmptyState icon="refund" title={t('apply.unavailable')} description={error.text}>
          <GoButton variant="outline" to={refundPaths.list}>
            {t('apply.toList')}
          </GoButton>
        </EmptyState>
      );
    }
    return <QueryFailedView query={query} />;
  }
  const info = query.data;
  return (
    <RefundForm
      item={info}
      initial={{
        type: 0,
        expressType: info.order_state >= 4 ? 1 : 0,
        reason: null,
        money: info.max_money,
        images: [],
        content: '',
      }}
      max={info.max_money}
      submitText={t('apply.submit')}
      onSubmit={(values) =>
        sendRefund(() =>
          applyRefund({ order_id: orderId, goods: itemId, ...refundRequestFields(values) }),
        )
      }
    />
  );
}
