import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { ApiError } from '@cloudmall/client';
import styles from './inline-retry.module.css';

/** A slim failure notice for one section of a page, with a retry. */
export function InlineRetry({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const message = error instanceof ApiError && error.text ? error.text : t('loader.failed');
  return (
    <div className={styles.notice} role="alert">
      <Icon name="alert" size={18} />
      <span className={styles.text}>{message}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
