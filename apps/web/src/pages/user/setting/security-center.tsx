import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/page-shell';
import { Card } from '../../../components/ui/card';
import { fetchProfile } from '../../../features/user/api/user-api';
import { ConfirmPhoneForm } from '../../../features/user/components/confirm-phone-form';
import { type IconName } from '../../../components/ui/icon';
import { LinkListItem } from '../../../components/ui/link-list';
import { List } from '../../../components/ui/list';
import { maskMobile } from '../../../features/user/mask-mobile';
import { useUserStore } from '../../../stores/user-store';
import styles from './settings.module.css';
import { PAGES } from '../../../lib/paths';

/** /pages/user/setting/securityCenter: password, phone (and confirming it), forgotten password and verification. */
export default function SecurityCenterPage() {
  const { t } = useTranslation('settings');
  const mobile = useUserStore((state) => state.mobile);
  const profile = useQuery({ queryKey: ['user', 'profile'], queryFn: () => fetchProfile() });
  const [confirming, setConfirming] = useState(false);
  const unconfirmed = mobile !== '' && profile.data?.mobile_confirmed === false;
  const rows: { key: string; path: string; icon: IconName; extra?: string }[] = [
    { key: 'changePassword', path: PAGES.security, icon: 'lock' },
    {
      key: 'changePhone',
      path: PAGES.authResetphone,
      icon: 'phone',
      extra: mobile ? maskMobile(mobile) : t('security.noPhone'),
    },
    { key: 'forgotPassword', path: PAGES.authResetpwd, icon: 'key' },
    { key: 'kyc', path: PAGES.kyc, icon: 'idcard' },
  ];
  return (
    <PageShell>
      <div className={styles.body}>
        <p className="cm-muted">{t('security.intro')}</p>
        <List className={styles.list}>
          {rows.map((row) => (
            <LinkListItem key={row.key} icon={row.icon} extra={row.extra} to={row.path}>
              {t(`security.${row.key}`)}
            </LinkListItem>
          ))}
          {unconfirmed && (
            <LinkListItem
              icon="shield"
              extra={t('security.phoneUnconfirmed')}
              onClick={() => setConfirming(true)}
            >
              {t('security.confirmPhone')}
            </LinkListItem>
          )}
        </List>
        {unconfirmed && confirming && (
          <Card className={styles.list}>
            <ConfirmPhoneForm
              mobile={mobile}
              onConfirmed={() => {
                setConfirming(false);
                void profile.refetch();
              }}
            />
          </Card>
        )}
      </div>
    </PageShell>
  );
}
