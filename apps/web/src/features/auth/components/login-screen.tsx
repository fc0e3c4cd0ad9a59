import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Segmented } from '../../../components/ui/segmented';
import { toast } from '../../../components/ui/toast';
import { useAuthLink } from '../hooks/use-auth-prompts';
import { AgreementCheck } from './agreement-check';
import { AuthLayout } from './auth-layout';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';
import styles from './login-screen.module.css';
import { PAGES } from '../../../lib/paths';

export type LoginMethod = 'password' | 'sms';

/** The login page: password or SMS method, the agreement, and links to recovery and registration. */
export function LoginScreen({ initialMethod = 'password' }: { initialMethod?: LoginMethod }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const link = useAuthLink();
  const [method, setMethod] = useState<LoginMethod>(initialMethod);
  const [agreed, setAgreed] = useState(false);
  const [prompted, setPrompted] = useState(false);

  const ensureAgreed = () => {
    if (agreed) return true;
    setPrompted(false);
    requestAnimationFrame(() => setPrompted(true));
    toast.info(t('agreement.required'));
    return false;
  };
  const agreement = <AgreementCheck checked={agreed} onChange={setAgreed} prompt={prompted} />;

  return (
    <AuthLayout
      heading={t('login.heading')}
      subheading={t('login.subheading')}
      footer={
        <Link className={styles.other} to={link(PAGES.authThirdreg)}>
          {t('login.otherMethods')}
        </Link>
      }
    >
      <Segmented
        block
        className={styles.methods}
        value={method}
        onChange={(value) => setMethod(value === 'sms' ? 'sms' : 'password')}
        options={[
          { label: t('login.byPassword'), value: 'password' },
          { label: t('login.bySms'), value: 'sms' },
        ]}
      />
      {method === 'password' ? (
        <PasswordLoginForm ensureAgreed={ensureAgreed}>{agreement}</PasswordLoginForm>
      ) : (
        <SmsLoginForm ensureAgreed={ensureAgreed} initialMobile={params.get('mobile') ?? ''}>
          {agreement}
        </SmsLoginForm>
      )}
      <div className={styles.links}>
        <Link to={link(PAGES.authRetrieve)}>{t('login.forgot')}</Link>
        <Link to={link(PAGES.authRegister)}>{t('login.register')}</Link>
      </div>
    </AuthLayout>
  );
}
