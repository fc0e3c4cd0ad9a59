import type { ReactNode } from 'react';
import { Spinner } from './spinner';
import styles from './primary-button.module.css';

interface PrimaryButtonProps {
  children: ReactNode;
  onClick?: () => void;
  loading?: boolean;
  disabled?: boolean;
  type?: 'button' | 'submit';
  variant?: 'solid' | 'outline';
}

/** The app's main call to action: full width, rounded, orange gradient (or outlined). */
export function PrimaryButton({
  children,
  onClick,
  loading = false,
  disabled = false,
  type = 'button',
  variant = 'solid',
}: PrimaryButtonProps) {
  return (
    <button
      type={type}
      className={`${styles.button} ${variant === 'solid' ? styles.solid : styles.outline}`}
      onClick={onClick}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size={18} color={variant === 'solid' ? '#fff' : 'var(--cm-primary)'} />}
      <span>{children}</span>
    </button>
  );
}
