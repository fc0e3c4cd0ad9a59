import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { EmptyState } from '../../../components/ui/empty-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { editRefund } from '../api/refund-api';
import { refundQueries } from '../api/refund-queries';
import { RefundForm } from './refund-form';
import { refundRequestFields } from '../refund-form-rules';
import { useSendRefund } from '../hooks/use-send-refund';
import { refundPaths } from '../refund-paths';
import { refundActions } from '../refund-states';

/** Edit an applied or refused refund request; a request that cannot change links to its details. */
export function RefundEditForm({ id }: { id: number }) {
  const { t } = useTranslation('refunds');
  const navigate = useNavigate();
  const sendRefund = useSendRefund('edit');
  const query = useQuery(refundQueries.info(id));
  if (query.isPending) return <PageLoadingView />;
  if (query.isError) return <QueryFailedView query={query} />;
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
    <RefundForm
      item={refund}
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
      onSubmit={(values) =>
        sendRefund(async () => {
          await editRefund({ id, ...refundRequestFields(values) });
          return id;
        })
      }
    />
  );
}
