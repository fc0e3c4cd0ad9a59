import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useAuthLink } from '../../../features/auth/hooks/use-auth-prompts';
import { PAGES } from '../../../lib/paths';

/** /pages/user/auth/register: create an account with an invitation code, then logged in. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const link = useAuthLink();
  return (
    <AuthLayout
      heading={t('register.heading')}
      subheading={t('register.subheading')}
      footer={
        <>
          {t('register.haveAccount')} <Link to={link(PAGES.auth)}>{t('register.login')}</Link>
        </>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
