import type { ReactNode } from 'react';
import styles from './text-action.module.css';

/** A small orange text button beside a field ("All", "Max"). */
export function TextAction({
  children,
  onClick,
  disabled = false,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className={styles.action} onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}
