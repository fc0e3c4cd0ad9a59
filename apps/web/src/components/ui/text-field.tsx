import { Input } from './input';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon';
import styles from './text-field.module.css';
import { EyeToggle } from './eye-toggle';
import { FieldFrame, fieldAria } from './field-frame';

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
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} styles={styles}>
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
        {...fieldAria(id, error, hint)}
      />
      {isPassword && (
        <EyeToggle
          value={revealed}
          onChange={setRevealed}
          className={styles.reveal}
          label={t('actions.showPassword')}
          size={20}
        />
      )}
      {extra}
    </FieldFrame>
  );
}
