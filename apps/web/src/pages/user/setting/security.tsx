import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { useGoBack } from '../../../components/layout/use-go-back';
import { Card } from '../../../components/ui/card';
import { ChangePasswordForm } from '../../../features/user/components/change-password-form';
import styles from './settings.module.css';
import { PAGES } from '../../../lib/paths';

/** /pages/user/setting/security: change the password (old + new); other sessions are signed out. */
export default function SecurityPage() {
  const { t } = useTranslation('settings');
  const goBack = useGoBack(PAGES.securityCenter);
  return (
    <PageShell>
      <Card className="cm-first-card" title={t('security.changePassword')}>
        <p className="cm-muted">{t('security.passwordIntro')}</p>
        <ChangePasswordForm onDone={goBack} />
      </Card>
      <div className={styles.links}>
        <Link to={PAGES.authResetpwd}>{t('security.forgotPassword')}</Link>
        <Link to={PAGES.authResetphone}>{t('security.changePhone')}</Link>
      </div>
    </PageShell>
  );
}
