import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { Icon } from '../../components/ui/icon';
import { readServiceUrl } from '../../features/chat/service-url';
import { useAppStore } from '../../stores/app-store';
import styles from './service1.module.css';
import { PAGES } from '../../lib/paths';

/**
 * /pages/user/service1 (third-party customer service): the configured `service_url` in a frame, with
 * an "open in browser" link for services that refuse to be framed; without one, the in-app service
 * hands the member over to a human agent (the console's agents answer there).
 */
export default function ThirdPartyServicePage() {
  const { t } = useTranslation('chat');
  const url = useAppStore((state) => readServiceUrl(state.appConfig));

  if (!url) return <Navigate to={`${PAGES.service}?human=1`} replace />;
  return (
    <PageShell background="white">
      <div className={styles.frameBox}>
        <p className={styles.bar}>
          <span>{t('service1.hint')}</span>
          <a href={url} target="_blank" rel="noopener noreferrer" className={styles.open}>
            {t('service1.openInBrowser')} <Icon name="link" size={14} />
          </a>
        </p>
        <iframe
          className={styles.frame}
          src={url}
          title={t('service1.frameTitle')}
          referrerPolicy="no-referrer"
          allow="clipboard-write; microphone; camera"
        />
      </div>
    </PageShell>
  );
}
