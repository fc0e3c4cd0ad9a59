import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../components/ui/code-field';
import { PasswordField } from '../../../components/ui/password-field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { TextField } from '../../../components/ui/text-field';
import { resetPassword } from '../api/auth-api';
import { useBusy } from '../../../lib/forms/use-busy';
import { useFormValues } from '../../../lib/forms/use-form-values';
import { useSendCode } from '../../../lib/forms/use-send-code';
import { checkSamePassword, checks } from '../../../lib/forms/field-checks';

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
  const { values, change, errors, validate } = useFormValues<Field>({
    mobile: verified?.mobile ?? initialMobile,
    code: verified?.captcha ?? '',
    password: '',
    confirm: '',
  });
  const { mobile, code, password, confirm } = values;
  const { busy, run } = useBusy();
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
    await run(async () => {
      await resetPassword(mobile.trim(), code.trim(), password);
      onDone();
    });
  };

  const newPassword = (name: 'password' | 'confirm') => ({
    value: values[name],
    onChange: change(name),
    autoComplete: 'new-password' as const,
    error: errors[name],
  });

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
            onChange={change('mobile')}
            placeholder={t('placeholders.mobile')}
            maxLength={16}
            hint={t('hints.mobile')}
            error={errors.mobile && t(errors.mobile)}
          />
          <CodeField
            value={code}
            onChange={change('code')}
            error={errors.code}
            sms={sms}
            onSend={() => {
              const only = { code: undefined, password: undefined, confirm: undefined };
              if (validate({ ...only, mobile: checks.mobile(mobile) }))
                void sms.send(mobile.trim());
            }}
          />
        </>
      )}
      <PasswordField
        {...newPassword('password')}
        label={t('fields.newPassword')}
        placeholder={t('placeholders.newPassword')}
      />
      <PasswordField
        {...newPassword('confirm')}
        label={t('fields.confirmPassword')}
        placeholder={t('placeholders.confirmPassword')}
      />
      <PrimaryButton type="submit" loading={busy}>
        {t('reset.submit')}
      </PrimaryButton>
    </form>
  );
}
