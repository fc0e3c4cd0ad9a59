import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/page-shell';
import { List } from '../../../components/ui/list';
import { Switch } from '../../../components/ui/switch';
import { useUserStore, type PreferenceFlag } from '../../../stores/user-store';
import styles from './settings.module.css';

const FLAGS: PreferenceFlag[] = ['pushs', 'voice', 'shock'];

/** /pages/user/setting/notice: push, sound and vibration switches bound to the session flags. */
export default function NoticeSettingsPage() {
  const { t } = useTranslation('settings');
  const user = useUserStore();
  return (
    <PageShell>
      <div className={styles.body}>
        <List className={styles.list}>
          {FLAGS.map((flag) => (
            <List.Item
              key={flag}
              className={styles.switchRow}
              description={
                <span className={styles.description}>{t(`notice.${flag}.description`)}</span>
              }
              extra={
                <Switch
                  checked={user[flag]}
                  onChange={(on) => user.setFlag(flag, on)}
                  aria-label={t(`notice.${flag}.title`)}
                />
              }
            >
              {t(`notice.${flag}.title`)}
            </List.Item>
          ))}
        </List>
      </div>
    </PageShell>
  );
}
