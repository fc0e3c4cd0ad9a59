import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { GoButton } from '../../../components/ui/go-button';
import { useAuthLink } from '../../../features/auth/hooks/use-auth-prompts';
import { PAGES } from '../../../lib/paths';

/** /pages/user/auth/thirdreg: third-party login is not offered; points to the login methods that are. */
export default function ThirdPartyPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const link = useAuthLink();
  return (
    <PageShell>
      <EmptyState icon="link" title={t('thirdreg.title')} description={t('thirdreg.description')}>
        <GoButton to={link(PAGES.auth)} replace>
          {t('thirdreg.password')}
        </GoButton>
        <PrimaryButton
          variant="outline"
          onClick={() => void navigate(link(PAGES.authPhone), { replace: true })}
        >
          {t('thirdreg.sms')}
        </PrimaryButton>
        <PrimaryButton
          variant="outline"
          onClick={() => void navigate(link(PAGES.authRegister), { replace: true })}
        >
          {t('thirdreg.register')}
        </PrimaryButton>
      </EmptyState>
    </PageShell>
  );
}
