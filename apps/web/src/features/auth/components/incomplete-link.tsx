import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { PAGES } from '../../../lib/paths';

/** A code page opened without its phone number or purpose: explain and offer the login page. */
export function IncompleteLink() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <PageShell>
      <EmptyState
        icon="link"
        title={t('incomplete.title')}
        description={t('incomplete.description')}
      >
        <PrimaryButton onClick={() => void navigate(PAGES.auth, { replace: true })}>
          {t('incomplete.toLogin')}
        </PrimaryButton>
      </EmptyState>
    </PageShell>
  );
}
