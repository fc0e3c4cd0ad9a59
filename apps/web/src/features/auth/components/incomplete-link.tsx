import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { GoButton } from '../../../components/ui/go-button';
import { PAGES } from '../../../lib/paths';

/** A code page opened without its phone number or purpose: explain and offer the login page. */
export function IncompleteLink() {
  const { t } = useTranslation('auth');
  return (
    <PageShell>
      <EmptyState
        icon="link"
        title={t('incomplete.title')}
        description={t('incomplete.description')}
      >
        <GoButton to={PAGES.auth} replace>
          {t('incomplete.toLogin')}
        </GoButton>
      </EmptyState>
    </PageShell>
  );
}
