import { useState, type FormEvent, type ReactNode } from 'react';
import { MobileField } from './mobile-field';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../components/ui/code-field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { toastError } from '../../../components/ui/toast';
import { isApiErrorKey } from '@cloudmall/client';
import { loginWithSms } from '../api/auth-api';
import { useAuthPrompts } from '../hooks/use-auth-prompts';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useBusy } from '../../../lib/forms/use-busy';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useSendCode } from '../../../lib/forms/use-send-code';
import { checks } from '../../../lib/forms/field-checks';

interface SmsLoginFormProps {
  ensureAgreed: () => boolean;
  initialMobile?: string;
  children?: ReactNode;
}

/** Phone plus SMS code login; an unregistered phone is asked whether to register. */
export function SmsLoginForm({ ensureAgreed, initialMobile = '', children }: SmsLoginFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const [mobile, setMobile] = useState(initialMobile);
  const [code, setCode] = useState('');
  const { busy, run } = useBusy();
  const { errors, validate, clearError } = useFormErrors<'mobile' | 'code'>();
  const { askToRegister } = useAuthPrompts();
  const completeLogin = useCompleteLogin();
  const sms = useSendCode('mobilelogin', {
    onFailure: (key) => {
      if (key !== 'account_not_registered') return false;
      void askToRegister(mobile.trim());
      return true;
    },
  });

  const requestCode = () => {
    if (validate({ mobile: checks.mobile(mobile), code: undefined })) void sms.send(mobile.trim());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate({ mobile: checks.mobile(mobile), code: checks.code(code) })) return;
    if (!ensureAgreed()) return;
    await run(
      async () => completeLogin(await loginWithSms(mobile.trim(), code.trim())),
      (error) => {
        if (isApiErrorKey(error, 'account_not_registered')) void askToRegister(mobile.trim());
        else toastError(error);
      },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <MobileField
        value={mobile}
        onChange={(value) => {
          setMobile(value);
          clearError('mobile');
        }}
        error={errors.mobile}
      />
      <CodeField
        value={code}
        onChange={(value) => {
          setCode(value);
          clearError('code');
        }}
        name="code"
        error={errors.code}
        sms={sms}
        onSend={requestCode}
      />
      {children}
      <PrimaryButton type="submit" loading={busy}>
        {t('login.submit')}
      </PrimaryButton>
    </form>
  );
}
