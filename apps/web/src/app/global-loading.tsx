import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner';
import { useUiStore } from '../stores/ui-store';
import styles from './global-loading.module.css';

/** The request layer's loading indicator: a dimmed spinner box that blocks taps while visible. */
export function GlobalLoading() {
  const visible = useUiStore((state) => state.loadingVisible);
  const { t } = useTranslation('common');
  if (!visible) return null;
  return (
    <div className={styles.mask} role="status" aria-live="polite">
      <div className={styles.box}>
        <Spinner size={28} color="#fff" />
        <span>{t('loading')}</span>
      </div>
    </div>
  );
}
