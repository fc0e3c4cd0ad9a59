import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { GoButton } from '../../../components/ui/go-button';
import { useAuthLink } from '../../../features/auth/hooks/use-auth-prompts';
import { PAGES } from '../../../lib/paths';

/** /pages/user/auth/thirdreg: third-party login is not offered; points to the login methods that are. */
export default function ThirdPartyPage() {
  const { t } = useTranslation('auth');
  const link = useAuthLink();
  return (
    <PageShell>
      <EmptyState icon="link" title={t('thirdreg.title')} description={t('thirdreg.description')}>
        <GoButton to={link(PAGES.auth)} replace>
          {t('thirdreg.password')}
        </GoButton>
        <GoButton to={link(PAGES.authPhone)} replace variant="outline">
          {t('thirdreg.sms')}
        </GoButton>
        <GoButton to={link(PAGES.authRegister)} replace variant="outline">
          {t('thirdreg.register')}
        </GoButton>
      </EmptyState>
    </PageShell>
  );
}
