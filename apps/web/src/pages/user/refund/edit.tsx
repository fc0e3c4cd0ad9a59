import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { queryId } from '../../../lib/query-id';
import { RefundEditForm } from '../../../features/refunds/components/refund-edit-form';

/** /pages/user/refund/edit?id=: change an applied or refused request; the shop decides again. */
export default function UserRefundEditPage() {
  const { t } = useTranslation('refunds');
  const id = queryId(useSearchParams()[0].get('id'));
  return (
    <PageShell>
      {id ? (
        <RefundEditForm key={id} id={id} />
      ) : (
        <EmptyState icon="alert" title={t('details.notFound')} />
      )}
    </PageShell>
  );
}
