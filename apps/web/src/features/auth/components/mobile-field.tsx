import { useTranslation } from 'react-i18next';
import type { Controlled } from '../../../components/ui/controlled';
import { TextField } from '../../../components/ui/text-field';

interface MobileFieldProps extends Controlled<string> {
  /** A field key to show under the input (already chosen by the form's checks). */
  error?: string;
  label?: string;
}

/** A phone or WhatsApp number: numeric keyboard, area code first without a plus, 16 digits at most. */
export function MobileField({ error, label, ...input }: MobileFieldProps) {
  const { t } = useTranslation(['auth', 'errors']);
  return (
    <TextField
      label={label ?? t('fields.mobile')}
      icon="phone"
      type="tel"
      inputMode="numeric"
      {...input}
      placeholder={t('placeholders.mobile')}
      autoComplete="tel"
      name="mobile"
      maxLength={16}
      hint={t('hints.mobile')}
      error={error && t(error)}
    />
  );
}
