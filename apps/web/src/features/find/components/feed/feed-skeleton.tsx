import { useTranslation } from 'react-i18next';
import styles from './feed-skeleton.module.css';

/** Grey card shapes while the first page of a feed loads. */
export function FeedSkeleton({ variant = 'cards' }: { variant?: 'cards' | 'grid' }) {
  const { t } = useTranslation('common');
  return (
    <div
      className={variant === 'grid' ? styles.grid : styles.cards}
      role="status"
      aria-label={t('loading')}
    >
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={styles.card}>
          {variant === 'cards' && <span className={styles.head} />}
          <span className={styles.media} />
          <span className={styles.line} />
        </div>
      ))}
    </div>
  );
}
