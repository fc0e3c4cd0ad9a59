import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { TextField } from '../../../components/ui/text-field';
import { toastError } from '../../../components/ui/toast';
import { resetPassword } from '../api/auth-api';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useSendCode } from '../../../lib/forms/use-send-code';
import { checkSamePassword, checks } from '../../../lib/forms/field-checks';
import { CodeButton } from '../../../components/ui/code-button';

interface ResetPasswordFormProps {
  /** A code already verified on the code-entry page: only the new password is asked. */
  verified?: { mobile: string; captcha: string };
  initialMobile?: string;
  onDone: () => void;
}

type Field = 'mobile' | 'code' | 'password' | 'confirm';

/** Forgot password (event `resetpwd`): phone, SMS code, new password twice. */
export function ResetPasswordForm({
  verified,
  initialMobile = '',
  onDone,
}: ResetPasswordFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const [mobile, setMobile] = useState(verified?.mobile ?? initialMobile);
  const [code, setCode] = useState(verified?.captcha ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, validate, clearError } = useFormErrors<Field>();
  const sms = useSendCode('resetpwd');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = validate({
      mobile: verified ? undefined : checks.mobile(mobile),
      code: verified ? undefined : checks.code(code),
      password: checks.password(password),
      confirm: checkSamePassword(password, confirm),
    });
    if (!valid) return;
    setBusy(true);
    try {
      await resetPassword(mobile.trim(), code.trim(), password);
      onDone();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  const track = (setter: (value: string) => void, field: Field) => (value: string) => {
    setter(value);
    clearError(field);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {!verified && (
        <>
          <TextField
            label={t('fields.mobile')}
            icon="phone"
            type="tel"
            inputMode="numeric"
            value={mobile}
            onChange={track(setMobile, 'mobile')}
            placeholder={t('placeholders.mobile')}
            maxLength={16}
            hint={t('hints.mobile')}
            error={errors.mobile && t(errors.mobile)}
          />
          <TextField
            label={t('fields.code')}
            icon="shield"
            inputMode="numeric"
            value={code}
            onChange={track(setCode, 'code')}
            placeholder={t('placeholders.code')}
            autoComplete="one-time-code"
            maxLength={6}
            error={errors.code && t(errors.code)}
            extra={
              <CodeButton
                remaining={sms.remaining}
                sending={sms.sending}
                onClick={() => {
                  if (
                    validate({
                      mobile: checks.mobile(mobile),
                      code: undefined,
                      password: undefined,
                      confirm: undefined,
                    })
                  )
                    void sms.send(mobile.trim());
                }}
              />
            }
          />
        </>
      )}
      <TextField
        label={t('fields.newPassword')}
        icon="lock"
        type="password"
        value={password}
        onChange={track(setPassword, 'password')}
        placeholder={t('placeholders.newPassword')}
        autoComplete="new-password"
        maxLength={64}
        error={errors.password && t(errors.password)}
      />
      <TextField
        label={t('fields.confirmPassword')}
        icon="lock"
        type="password"
        value={confirm}
        onChange={track(setConfirm, 'confirm')}
        placeholder={t('placeholders.confirmPassword')}
        autoComplete="new-password"
        maxLength={64}
        error={errors.confirm && t(errors.confirm)}
      />
      <PrimaryButton type="submit" loading={busy}>
        {t('reset.submit')}
      </PrimaryButton>
    </form>
  );
}
