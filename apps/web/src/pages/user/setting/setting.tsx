import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { Avatar } from '../../../components/ui/avatar';
import { confirmDialog } from '../../../components/ui/dialog';
import { type IconName } from '../../../components/ui/icon';
import { LinkListItem } from '../../../components/ui/link-list';
import { List } from '../../../components/ui/list';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { GoButton } from '../../../components/ui/go-button';
import { toast } from '../../../components/ui/toast';
import { logoutMember } from '../../../features/auth/api/auth-api';
import { APP_VERSION } from '../../../lib/env';
import { LANGUAGES } from '../../../lib/i18n';
import { useUserStore } from '../../../stores/user-store';
import styles from './settings.module.css';
import { PAGES } from '../../../lib/paths';

interface Row {
  key: string;
  path: string;
  icon: IconName;
  extra?: ReactNode;
  member?: boolean;
}

/** /pages/user/setting/setting: account, preferences and about entries, plus logout with a confirm. */
export default function SettingsPage() {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const navigate = useNavigate();
  const user = useUserStore();
  const language = LANGUAGES.find((item) => item.code === i18n.resolvedLanguage)?.nativeName;

  const groups: Row[][] = [
    [
      {
        key: 'profile',
        path: PAGES.settingUser,
        icon: 'user',
        member: true,
        extra: <Avatar src={user.avatar} alt="" size={32} />,
      },
      {
        key: 'securityCenter',
        path: PAGES.securityCenter,
        icon: 'shield',
        member: true,
      },
      { key: 'kyc', path: PAGES.kyc, icon: 'idcard', member: true },
      { key: 'addresses', path: PAGES.address, icon: 'pin', member: true },
    ],
    [
      { key: 'notice', path: PAGES.settingNotice, icon: 'bell', member: true },
      { key: 'language', path: PAGES.lang, icon: 'globe', extra: language },
      { key: 'currency', path: PAGES.currency, icon: 'yen', member: true },
    ],
    [
      { key: 'privacy', path: PAGES.privacy, icon: 'lock' },
      { key: 'agreement', path: `${PAGES.privacy}?doc=agreement`, icon: 'bill' },
      {
        key: 'about',
        path: PAGES.about,
        icon: 'info',
        extra: `v${APP_VERSION.name}`,
      },
    ],
  ];

  const logout = async () => {
    const confirmed = await confirmDialog({
      content: t('logout.confirm'),
      confirmText: t('logout.action'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    await logoutMember();
    toast.success(t('logout.done'));
    void navigate(PAGES.userCenter, { replace: true });
  };

  return (
    <PageShell>
      <div className={styles.body}>
        {groups.map((rows) => (
          <List key={rows[0]?.key} className={styles.list}>
            {rows
              .filter((row) => user.isLogin || !row.member)
              .map((row) => (
                <LinkListItem key={row.key} icon={row.icon} extra={row.extra} to={row.path}>
                  {t(`entries.${row.key}`)}
                </LinkListItem>
              ))}
          </List>
        ))}
        <div className={styles.actions}>
          {user.isLogin ? (
            <PrimaryButton variant="outline" onClick={() => void logout()}>
              {t('logout.action')}
            </PrimaryButton>
          ) : (
            <GoButton to={PAGES.auth}>{t('common:actions.login')}</GoButton>
          )}
        </div>
      </div>
    </PageShell>
  );
}
