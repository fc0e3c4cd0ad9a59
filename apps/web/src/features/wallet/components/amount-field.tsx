import { useId, type ReactNode } from 'react';
import { Input } from '../../../components/ui/input';
import type { Controlled } from '../../../components/ui/controlled';
import { CURRENCY_SIGN } from '../../../lib/money';
import styles from './amount-field.module.css';
import { FieldFrame, fieldAria } from '../../../components/ui/field-frame';

interface AmountFieldProps extends Controlled<string> {
  label: string;
  placeholder?: string;
  /** Shown in red under the field; marks the input invalid. */
  error?: string;
  /** Limits or balance under the field when there is no error. */
  hint?: ReactNode;
  /** Right-hand action, e.g. "All". */
  action?: ReactNode;
  /** Leave out the yen sign (points). */
  plain?: boolean;
}

/** A large amount input as wallet apps show it: currency sign, big digits, hint or error below. */
export function AmountField({
  label,
  error,
  hint,
  action,
  plain = false,
  ...input
}: AmountFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} styles={styles}>
      {!plain && <span className={styles.sign}>{CURRENCY_SIGN}</span>}
      <Input
        id={id}
        className={styles.input}
        {...input}
        inputMode={plain ? 'numeric' : 'decimal'}
        autoComplete="off"
        maxLength={16}
        clearable
        onlyShowClearWhenFocus
        {...fieldAria(id, error, hint)}
      />
      {action}
    </FieldFrame>
  );
}
