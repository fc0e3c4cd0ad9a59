import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { TextField } from '../../../components/ui/text-field';
import { toast, toastError } from '../../../components/ui/toast';
import { checks } from '../../../lib/forms/field-checks';
import { CodeButton } from '../../../components/ui/code-button';
import { useSendCode } from '../../../lib/forms/use-send-code';
import { changeMobile } from '../api/user-api';
import { maskMobile } from '../mask-mobile';

interface ConfirmPhoneFormProps {
  mobile: string;
  onConfirmed: () => void;
}

/**
 * Confirms the member's own number: a `changemobile` code is sent to it and proving it keeps the
 * number and marks it confirmed (only a confirmed number logs in by SMS or resets the password).
 */
export function ConfirmPhoneForm({ mobile, onConfirmed }: ConfirmPhoneFormProps) {
  const { t } = useTranslation(['settings', 'auth', 'errors']);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const sms = useSendCode('changemobile');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checks.code(code);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    try {
      await changeMobile(mobile, code.trim());
      toast.success(t('security.phoneConfirmed'));
      onConfirmed();
    } catch (failure) {
      toastError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p className="cm-muted">{t('security.confirmPhoneIntro', { mobile: maskMobile(mobile) })}</p>
      <TextField
        label={t('auth:fields.code')}
        icon="shield"
        inputMode="numeric"
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        placeholder={t('auth:placeholders.code')}
        autoComplete="one-time-code"
        maxLength={6}
        error={error && t(error)}
        extra={
          <CodeButton
            remaining={sms.remaining}
            sending={sms.sending}
            onClick={() => void sms.send(mobile)}
          />
        }
      />
      <PrimaryButton type="submit" loading={busy}>
        {t('security.confirmPhoneSubmit')}
      </PrimaryButton>
    </form>
  );
}
