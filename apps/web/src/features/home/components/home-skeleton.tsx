import { LoadingStatus } from '../../../components/ui/loading-status';
import styles from './home-skeleton.module.css';

/** The home page's shape while its modules load: search, banner, a row of icons, two goods. */
export function HomeSkeleton() {
  return (
    <LoadingStatus className={styles.skeleton}>
      <span className={styles.search} />
      <span className={styles.banner} />
      <span className={styles.icons}>
        {Array.from({ length: 5 }, (_, index) => (
          <i key={index} className={styles.icon} />
        ))}
      </span>
      <span className={styles.goods}>
        <i className={styles.tile} />
        <i className={styles.tile} />
      </span>
    </LoadingStatus>
  );
}
