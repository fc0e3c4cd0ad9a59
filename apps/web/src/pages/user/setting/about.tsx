import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { confirmDialog } from '../../../components/ui/dialog';
import { List } from '../../../components/ui/list';
import { toast } from '../../../components/ui/toast';
import { fetchUpdate } from '../../../features/content/api/content-api';
import { APP_VERSION } from '../../../lib/env';
import { useAppStore } from '../../../stores/app-store';
import settings from './settings.module.css';
import styles from './about.module.css';
import { PAGES } from '../../../lib/paths';

/** /pages/user/setting/about: app name, version 1.2.6 (code 126), update check and legal links. */
export default function AboutPage() {
  const { t } = useTranslation(['settings', 'common']);
  const navigate = useNavigate();

  const checkUpdate = async () => {
    try {
      const update = await fetchUpdate();
      useAppStore.getState().applyUpdate(update);
      if (!update.update) {
        toast.info(t('about.latest'));
        return;
      }
      const accepted = await confirmDialog({
        title: update.title || t('about.newVersion', { version: update.versionName }),
        content: update.content,
        confirmText: t('about.updateNow'),
        cancelText: t('about.later'),
      });
      if (!accepted) useAppStore.getState().ignoreUpdate();
      else if (/^https?:\/\//.test(update.link)) window.location.assign(update.link);
      else window.location.reload(); // the web app updates by reloading
    } catch {
      toast.fail(t('about.checkFailed'));
    }
  };

  return (
    <PageShell>
      <div className={styles.hero}>
        <img src="/icons/icon.svg" alt="" width={76} height={76} className={styles.logo} />
        <h2 className={styles.name}>{t('common:appTitle')}</h2>
        <p className={styles.version}>
          {t('about.version', { name: APP_VERSION.name, code: APP_VERSION.code })}
        </p>
      </div>
      <div className={settings.body}>
        <List className={settings.list}>
          <List.Item onClick={() => void checkUpdate()} arrowIcon>
            {t('about.checkUpdate')}
          </List.Item>
          <List.Item onClick={() => void navigate(`${PAGES.privacy}?doc=agreement`)} arrowIcon>
            {t('entries.agreement')}
          </List.Item>
          <List.Item onClick={() => void navigate(PAGES.privacy)} arrowIcon>
            {t('entries.privacy')}
          </List.Item>
        </List>
        <p className={styles.copyright}>
          {t('about.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </PageShell>
  );
}
