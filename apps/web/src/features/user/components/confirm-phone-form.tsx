import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../components/ui/code-field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { toast } from '../../../components/ui/toast';
import { checks } from '../../../lib/forms/field-checks';
import { useBusy } from '../../../lib/forms/use-busy';
import { useSendCode } from '../../../lib/forms/use-send-code';
import { changeMobile } from '../api/user-api';
import { maskMobile } from '../mask-mobile';
import { SubmitForm } from '../../../components/ui/submit-form';

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
  const { busy, run } = useBusy();
  const sms = useSendCode('changemobile');

  const submit = async () => {
    const problem = checks.code(code);
    setError(problem);
    if (problem || busy) return;
    await run(async () => {
      await changeMobile(mobile, code.trim());
      toast.success(t('security.phoneConfirmed'));
      onConfirmed();
    });
  };

  return (
    <SubmitForm onSubmit={submit}>
      <p className="cm-muted">{t('security.confirmPhoneIntro', { mobile: maskMobile(mobile) })}</p>
      <CodeField
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        error={error}
        sms={sms}
        onSend={() => void sms.send(mobile)}
      />
      <PrimaryButton type="submit" loading={busy}>
        {t('security.confirmPhoneSubmit')}
      </PrimaryButton>
    </SubmitForm>
  );
}
