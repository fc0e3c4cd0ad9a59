import { Icon } from './icon';
import styles from './star-rating.module.css';

/** A 1-5 score as five small stars, the first `score` filled. */
export function StarRating({
  score,
  label,
  size = 12,
}: {
  score: number;
  label: string;
  size?: number;
}) {
  const filled = Math.max(0, Math.min(5, Math.round(score)));
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon
          key={star}
          name="star"
          size={size}
          strokeWidth={1.4}
          className={star <= filled ? styles.on : styles.off}
        />
      ))}
    </span>
  );
}
