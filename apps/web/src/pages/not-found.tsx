import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../components/layout/page-shell';
import { EmptyState } from '../components/ui/empty-state';
import { PrimaryButton } from '../components/ui/primary-button';

/** Any unknown path: says so and leads home. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <PageShell>
      <EmptyState icon="search" title={t('notFound.title')} description={t('notFound.description')}>
        <PrimaryButton onClick={() => void navigate('/', { replace: true })}>
          {t('actions.home')}
        </PrimaryButton>
      </EmptyState>
    </PageShell>
  );
}
