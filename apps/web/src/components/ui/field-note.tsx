import type { ReactNode } from 'react';

interface FieldNoteProps {
  /** The id the field's input names in `aria-describedby`. */
  id: string;
  /** An error (announced, shown instead of the hint) or else the hint; nothing without either. */
  error?: string;
  hint?: ReactNode;
  /** The field's own `error` and `hint` classes. */
  styles: { readonly [name: string]: string | undefined };
}

/** The line under a form field: its error, announced as an alert, or else its hint. */
export function FieldNote({ id, error, hint, styles }: FieldNoteProps) {
  if (!error && !hint) return null;
  return (
    <p id={id} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
      {error || hint}
    </p>
  );
}
