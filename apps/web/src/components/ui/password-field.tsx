import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** A field key to show under the input (already chosen by the form's checks). */
  error?: string;
  placeholder?: string;
  name?: string;
}

/** A password of 64 characters at most, hidden until revealed. */
export function PasswordField({ error, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField {...props} icon="lock" type="password" maxLength={64} error={error && t(error)} />
  );
}
