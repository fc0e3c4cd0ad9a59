import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { toast } from '../../../components/ui/toast';
import { useBusy } from '../../../lib/forms/use-busy';
import { useFormValues } from '../../../lib/forms/use-form-values';
import { checkSamePassword, checks } from '../../../lib/forms/field-checks';
import { changePassword } from '../api/user-api';
import { SubmitForm } from '../../../components/ui/submit-form';

type Field = 'old' | 'password' | 'confirm';

/** Old password, new password (6+ characters, not the same) and its confirmation. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['settings', 'auth', 'errors']);
  const { values, change, errors, validate } = useFormValues<Field>({
    old: '',
    password: '',
    confirm: '',
  });
  const { busy, run } = useBusy();

  const submit = async () => {
    const valid = validate({
      old: values.old === '' ? 'common:validation.oldPasswordRequired' : undefined,
      password:
        checks.password(values.password) ??
        (values.password === values.old ? 'errors:same_password' : undefined),
      confirm: checkSamePassword(values.password, values.confirm),
    });
    if (!valid) return;
    await run(async () => {
      await changePassword(values.old, values.password);
      toast.success(t('security.passwordChanged'));
      onDone();
    });
  };

  const field = (name: Field, label: string, autoComplete: 'current-password' | 'new-password') => (
    <PasswordField
      label={label}
      value={values[name]}
      onChange={change(name)}
      autoComplete={autoComplete}
      error={errors[name]}
    />
  );

  return (
    <SubmitForm onSubmit={submit}>
      {field('old', t('security.oldPassword'), 'current-password')}
      {field('password', t('auth:fields.newPassword'), 'new-password')}
      {field('confirm', t('auth:fields.confirmPassword'), 'new-password')}
      <PrimaryButton type="submit" loading={busy}>
        {t('common:actions.save')}
      </PrimaryButton>
    </SubmitForm>
  );
}
