import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { TextField } from '../../../components/ui/text-field';
import { loginWithPassword } from '../api/auth-api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useBusy } from '../../../lib/forms/use-busy';
import { useFormValues } from '../../../lib/forms/use-form-values';
import { checks } from '../../../lib/forms/field-checks';

interface PasswordLoginFormProps {
  /** Answers false (and shows the prompt) while the agreement is not accepted. */
  ensureAgreed: () => boolean;
  children?: ReactNode;
}

/** Username (or phone) and password login. */
export function PasswordLoginForm({ ensureAgreed, children }: PasswordLoginFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const { values, change, errors, validate } = useFormValues({ account: '', password: '' });
  const { account, password } = values;
  const { busy, run } = useBusy();
  const completeLogin = useCompleteLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate({ account: checks.account(account), password: checks.password(password) }))
      return;
    if (!ensureAgreed()) return;
    await run(async () => completeLogin(await loginWithPassword(account.trim(), password)));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('fields.account')}
        icon="user"
        value={account}
        onChange={change('account')}
        placeholder={t('placeholders.account')}
        autoComplete="username"
        name="account"
        maxLength={64}
        error={errors.account && t(errors.account)}
      />
      <PasswordField
        label={t('fields.password')}
        value={password}
        onChange={change('password')}
        placeholder={t('placeholders.password')}
        autoComplete="current-password"
        name="password"
        error={errors.password}
      />
      {children}
      <PrimaryButton type="submit" loading={busy}>
        {t('login.submit')}
      </PrimaryButton>
    </form>
  );
}
