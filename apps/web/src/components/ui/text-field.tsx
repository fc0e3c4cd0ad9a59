import { Input } from './input';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon';
import styles from './text-field.module.css';
import { FieldNote } from './field-note';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  icon?: IconName;
  type?: 'text' | 'password' | 'tel';
  inputMode?: 'text' | 'numeric' | 'tel';
  maxLength?: number;
  autoComplete?: string;
  name?: string;
  /** Shown under the field in red; also marks the field invalid for assistive technology. */
  error?: string;
  /** Hint under the field when there is no error. */
  hint?: string;
  /** Right-hand control, e.g. a "send code" button. */
  extra?: ReactNode;
}

/** A rounded input row with icon, error and hint; passwords get a show/hide toggle. */
export function TextField({
  label,
  value,
  onChange,
  placeholder,
  icon,
  type = 'text',
  inputMode,
  maxLength,
  autoComplete,
  name,
  error,
  hint,
  extra,
}: TextFieldProps) {
  const id = useId();
  const { t } = useTranslation('common');
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = error || hint ? `${id}-note` : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={`${styles.box} ${error ? styles.invalid : ''}`}>
        {icon && <Icon name={icon} size={20} className={styles.icon} />}
        <Input
          id={id}
          className={styles.input}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          type={isPassword && !revealed ? 'password' : type === 'tel' ? 'tel' : 'text'}
          inputMode={inputMode}
          maxLength={maxLength}
          autoComplete={autoComplete}
          name={name}
          clearable={!isPassword}
          onlyShowClearWhenFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {isPassword && (
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setRevealed(!revealed)}
            aria-pressed={revealed}
            aria-label={t('actions.showPassword')}
          >
            <Icon name={revealed ? 'eye' : 'eyeOff'} size={20} />
          </button>
        )}
        {extra}
      </div>
      <FieldNote id={`${id}-note`} error={error} hint={hint} styles={styles} />
    </div>
  );
}
