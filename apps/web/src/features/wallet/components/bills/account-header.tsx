import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../../components/ui/icon';
import styles from './account-header.module.css';

interface AccountHeaderProps {
  label: string;
  icon: IconName;
  /** Formatted value; undefined while loading. */
  value: string | undefined;
  /** What the account is, in a sentence or two. */
  description?: string;
  children?: ReactNode;
}

/** The head of an account's page: its value, what it means, and actions. */
export function AccountHeader({ label, icon, value, description, children }: AccountHeaderProps) {
  return (
    <section className={styles.header}>
      <div className={styles.top}>
        <span className={styles.icon}>
          <Icon name={icon} size={22} />
        </span>
        <span className={styles.label}>{label}</span>
      </div>
      <strong className={styles.value}>{value ?? '--'}</strong>
      {description && <p className={styles.description}>{description}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
