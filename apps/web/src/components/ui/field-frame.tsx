import type { ReactNode } from 'react';
import { FieldNote } from './field-note';

interface FieldFrameProps {
  /** The input's id, which the label points at. */
  id: string;
  label: string;
  /** Shown under the field in red; also draws the box as invalid. */
  error?: string;
  /** Shown under the field when there is no error. */
  hint?: ReactNode;
  /** The field's own `field`, `label`, `box`, `invalid`, `error` and `hint` classes. */
  styles: { readonly [name: string]: string | undefined };
  /** The box's content: the input and what stands beside it. */
  children: ReactNode;
}

/** A form field's frame: its label, the box around the input and the note (error or hint) below. */
export function FieldFrame({ id, label, error, hint, styles, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={`${styles.box} ${error ? styles.invalid : ''}`}>{children}</div>
      <FieldNote id={`${id}-note`} error={error} hint={hint} styles={styles} />
    </div>
  );
}

/** What the input of a framed field tells assistive technology: invalid, and the note describing it. */
export function fieldAria(id: string, error?: string, hint?: ReactNode) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? `${id}-note` : undefined,
  };
}
