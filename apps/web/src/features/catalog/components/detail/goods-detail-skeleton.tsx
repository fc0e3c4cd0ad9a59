import styles from './goods-detail-skeleton.module.css';
import { LoadingShape } from '../../../../components/ui/loading-shape';

/** The detail page's shape while it loads: picture, price, title lines. */
export function GoodsDetailSkeleton() {
  return (
    <LoadingShape className={styles.skeleton}>
      <span className={styles.picture} />
      <span className={styles.price} />
      <span className={styles.line} />
      <span className={styles.short} />
    </LoadingShape>
  );
}
