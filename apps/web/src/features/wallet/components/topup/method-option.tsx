import { Link } from 'react-router';
import { Icon } from '../../../../components/ui/icon';
import styles from './method-option.module.css';

interface MethodOptionProps {
  to: string;
  /** Short mark in the round badge, e.g. ₮ or TRC. */
  badge: string;
  title: string;
  subtitle: string;
  tone?: 'teal' | 'blue';
}

/** A tappable payment method or network row. */
export function MethodOption({ to, badge, title, subtitle, tone = 'teal' }: MethodOptionProps) {
  return (
    <Link to={to} className={styles.option}>
      <span className={`${styles.badge} ${styles[tone]}`} aria-hidden="true">
        {badge}
      </span>
      <span className={styles.text}>
        <strong>{title}</strong>
        <span>{subtitle}</span>
      </span>
      <Icon name="right" size={18} className={styles.chevron} />
    </Link>
  );
}
