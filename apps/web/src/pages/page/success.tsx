import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { useGoBack } from '../../components/layout/use-go-back';
import { EmptyState } from '../../components/ui/empty-state';
import { PrimaryButton } from '../../components/ui/primary-button';
import { GoButton } from '../../components/ui/go-button';

/** /pages/page/success: a generic success page; `msg` (and optional `title`) come from the query. */
export default function SuccessPage() {
  const { t } = useTranslation('common');
  const goBack = useGoBack();
  const [params] = useSearchParams();
  const title = params.get('title') || t('success.title');
  const message = params.get('msg') || t('success.message');
  return (
    <PageShell>
      <EmptyState icon="check" title={title} description={message}>
        <PrimaryButton onClick={goBack}>{t('actions.back')}</PrimaryButton>
        <GoButton variant="outline" to="/" replace>
          {t('actions.home')}
        </GoButton>
      </EmptyState>
    </PageShell>
  );
}
