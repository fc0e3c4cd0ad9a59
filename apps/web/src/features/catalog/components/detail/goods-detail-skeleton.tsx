import styles from './goods-detail-skeleton.module.css';
import { LoadingStatus } from '../../../../components/ui/loading-status';

/** The detail page's shape while it loads: picture, price, title lines. */
export function GoodsDetailSkeleton() {
  return (
    <LoadingStatus className={styles.skeleton}>
      <span className={styles.picture} />
      <span className={styles.price} />
      <span className={styles.line} />
      <span className={styles.short} />
    </LoadingStatus>
  );
}
