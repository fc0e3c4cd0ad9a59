import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { MyAvatar } from '../../../features/user/components/my-avatar';
import { ProfileForm } from '../../../features/user/components/profile-form';
import { useUserStore } from '../../../stores/user-store';
import styles from './profile.module.css';
import { PAGES } from '../../../lib/paths';

/** /pages/user/setting/user: profile edit (avatar entry, nickname, gender, birthday, bio). */
export default function ProfileSettingsPage() {
  const { t } = useTranslation('user');
  const navigate = useNavigate();
  const user = useUserStore();
  return (
    <PageShell>
      <Card className="cm-first-card">
        <button
          type="button"
          className={styles.avatarRow}
          onClick={() => void navigate(PAGES.portrait)}
        >
          <MyAvatar size={56} />
          <span className={styles.avatarText}>
            <strong>{t('profile.changeAvatar')}</strong>
            <span>{t('profile.account', { username: user.username, id: user.id })}</span>
          </span>
          <Icon name="right" size={18} />
        </button>
      </Card>
      <Card>
        <ProfileForm
          fields={['nickname', 'gender', 'birthday', 'bio']}
          submitLabel={t('common:actions.save')}
        />
      </Card>
    </PageShell>
  );
}
