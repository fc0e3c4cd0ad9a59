import { useTranslation } from 'react-i18next';
import { CodeButton } from './code-button';
import type { Controlled } from './controlled';
import { TextField } from './text-field';

interface CodeFieldProps extends Controlled<string> {
  /** The form's SMS sender (useSendCode): its countdown shows on the button. */
  sms: { remaining: number; sending: boolean };
  onSend: () => void;
  /** A field key to show under the input (already chosen by the form's checks). */
  error?: string;
  label?: string;
  hint?: string;
  name?: string;
}

/** A six-digit SMS code with its "get code" button. */
export function CodeField({ sms, onSend, error, label, hint, name, ...input }: CodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label ?? t('fields.code')}
      icon="shield"
      inputMode="numeric"
      {...input}
      placeholder={t('placeholders.code')}
      autoComplete="one-time-code"
      name={name}
      maxLength={6}
      hint={hint}
      error={error && t(error)}
      extra={<CodeButton remaining={sms.remaining} sending={sms.sending} onClick={onSend} />}
    />
  );
}
