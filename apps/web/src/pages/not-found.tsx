import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { EmptyState } from '../components/ui/empty-state';
import { GoButton } from '../components/ui/go-button';

/** Any unknown path: says so and leads home. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <PageShell>
      <EmptyState icon="search" title={t('notFound.title')} description={t('notFound.description')}>
        <GoButton to="/" replace>
          {t('actions.home')}
        </GoButton>
      </EmptyState>
    </PageShell>
  );
}
