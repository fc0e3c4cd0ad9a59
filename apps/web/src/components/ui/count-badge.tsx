import { formatCount } from '../../lib/count-format';
import styles from './count-badge.module.css';

interface CountBadgeProps {
  count: number;
  /** Accessible text, e.g. "3 unread"; the badge itself shows the capped number. */
  label?: string;
  className?: string;
}

/** A red unread badge capped at 99+ (spec §9); nothing when the count is 0. */
export function CountBadge({ count, label, className }: CountBadgeProps) {
  if (!(count > 0)) return null;
  return (
    <span
      className={`${styles.badge} ${className ?? ''}`}
      aria-label={label}
      role={label ? 'status' : undefined}
    >
      {formatCount(count, { cap99: true })}
    </span>
  );
}
