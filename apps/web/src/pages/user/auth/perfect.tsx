import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { Card } from '../../../components/ui/card';
import { ProfileForm } from '../../../features/user/components/profile-form';
import { safeRedirect } from '../../../lib/safe-redirect';

/** /pages/user/auth/perfect: complete the profile (nickname, gender, birthday) after joining. */
export default function PerfectPage() {
  const { t } = useTranslation('user');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = () => void navigate(safeRedirect(params.get('redirect')), { replace: true });
  return (
    <PageShell
      right={
        <button type="button" className="cm-text-button" onClick={next}>
          {t('profile.skip')}
        </button>
      }
    >
      <Card className="cm-first-card" title={t('profile.perfectTitle')}>
        <p className="cm-muted">{t('profile.perfectIntro')}</p>
        <ProfileForm
          fields={['nickname', 'gender', 'birthday']}
          submitLabel={t('profile.finish')}
          onSaved={next}
        />
      </Card>
    </PageShell>
  );
}
