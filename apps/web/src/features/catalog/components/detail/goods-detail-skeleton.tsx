import { useTranslation } from 'react-i18next';
import styles from './goods-detail-skeleton.module.css';

/** The detail page's shape while it loads: picture, price, title lines. */
export function GoodsDetailSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.skeleton} role="status" aria-label={t('loading')}>
      <span className={styles.picture} />
      <span className={styles.price} />
      <span className={styles.line} />
      <span className={styles.short} />
    </div>
  );
}
