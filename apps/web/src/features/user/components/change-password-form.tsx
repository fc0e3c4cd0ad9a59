import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { TextField } from '../../../components/ui/text-field';
import { toast, toastError } from '../../../components/ui/toast';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { checkSamePassword, checks } from '../../../lib/forms/field-checks';
import { changePassword } from '../api/user-api';

type Field = 'old' | 'password' | 'confirm';

/** Old password, new password (6+ characters, not the same) and its confirmation. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['settings', 'auth', 'errors']);
  const [values, setValues] = useState({ old: '', password: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const { errors, validate, clearError } = useFormErrors<Field>();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = validate({
      old: values.old === '' ? 'common:validation.oldPasswordRequired' : undefined,
      password:
        checks.password(values.password) ??
        (values.password === values.old ? 'errors:same_password' : undefined),
      confirm: checkSamePassword(values.password, values.confirm),
    });
    if (!valid) return;
    setBusy(true);
    try {
      await changePassword(values.old, values.password);
      toast.success(t('security.passwordChanged'));
      onDone();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      icon="lock"
      type="password"
      value={values[name]}
      onChange={change(name)}
      autoComplete={autoComplete}
      maxLength={64}
      error={errors[name] && t(errors[name])}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {field('old', t('security.oldPassword'), 'current-password')}
      {field('password', t('auth:fields.newPassword'), 'new-password')}
      {field('confirm', t('auth:fields.confirmPassword'), 'new-password')}
      <PrimaryButton type="submit" loading={busy}>
        {t('common:actions.save')}
      </PrimaryButton>
    </form>
  );
}
