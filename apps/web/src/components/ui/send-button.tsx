import type { ReactNode } from 'react';
import { Spinner } from './spinner';

interface SendButtonProps {
  /** The composer's own class (composing `send` from `composer.module.css`). */
  className?: string;
  disabled: boolean;
  /** While true the label gives way to a white spinner of `spinnerSize`. */
  sending: boolean;
  spinnerSize: number;
  children: ReactNode;
}

/** A composer's submit button: its label, or a spinner while the message goes out. */
export function SendButton({
  className,
  disabled,
  sending,
  spinnerSize,
  children,
}: SendButtonProps) {
  return (
    <button
      type="submit"
      className={className}
      disabled={disabled}
      aria-busy={sending || undefined}
    >
      {sending ? <Spinner size={spinnerSize} color="#fff" /> : children}
    </button>
  );
}
