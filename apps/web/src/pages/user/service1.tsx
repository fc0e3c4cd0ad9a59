import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icon';
import { PrimaryButton } from '../../components/ui/primary-button';
import { readServiceUrl } from '../../features/chat/service-url';
import { useAppStore } from '../../stores/app-store';
import styles from './service1.module.css';
import { PAGES } from '../../lib/paths';

/**
 * /pages/user/service1 (third-party customer service): the configured `service_url` in a frame, with
 * an "open in browser" link for services that refuse to be framed; without one, the AI service.
 */
export default function ThirdPartyServicePage() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const url = useAppStore((state) => readServiceUrl(state.appConfig));

  if (!url) {
    return (
      <PageShell>
        <EmptyState
          icon="headset"
          title={t('service1.missingTitle')}
          description={t('service1.missingDescription')}
        >
          <PrimaryButton onClick={() => void navigate(PAGES.service, { replace: true })}>
            {t('service1.toAi')}
          </PrimaryButton>
        </EmptyState>
      </PageShell>
    );
  }
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
