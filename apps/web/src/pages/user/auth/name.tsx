import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/page-shell';
import { useGoBack } from '../../../components/layout/use-go-back';
import { Card } from '../../../components/ui/card';
import { ProfileForm } from '../../../features/user/components/profile-form';
import { PAGES } from '../../../lib/paths';

/** /pages/user/auth/name: set the nickname other members see. */
export default function NamePage() {
  const { t } = useTranslation('user');
  const goBack = useGoBack(PAGES.settingUser);
  return (
    <PageShell>
      <Card className="cm-first-card">
        <p className="cm-muted">{t('profile.nameIntro')}</p>
        <ProfileForm
          fields={['nickname']}
          submitLabel={t('common:actions.save')}
          onSaved={goBack}
        />
      </Card>
    </PageShell>
  );
}
