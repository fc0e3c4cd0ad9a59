import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  icon: IconName;
  title: string;
  description?: string;
  children?: ReactNode;
}

/** Centered illustration, title, description and actions for empty and error states. */
export function EmptyState({ icon, title, description, children }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <div className={styles.badge}>
        <Icon name={icon} size={40} strokeWidth={1.5} />
      </div>
      <h2 className={styles.title}>{title}</h2>
      {description && <p className={styles.description}>{description}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
