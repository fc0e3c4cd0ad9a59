import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { TextField } from '../../../components/ui/text-field';
import { toastError } from '../../../components/ui/toast';
import { loginWithPassword } from '../api/auth-api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { checks } from '../../../lib/forms/field-checks';

interface PasswordLoginFormProps {
  /** Answers false (and shows the prompt) while the agreement is not accepted. */
  ensureAgreed: () => boolean;
  children?: ReactNode;
}

/** Username (or phone) and password login. */
export function PasswordLoginForm({ ensureAgreed, children }: PasswordLoginFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, validate, clearError } = useFormErrors<'account' | 'password'>();
  const completeLogin = useCompleteLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate({ account: checks.account(account), password: checks.password(password) }))
      return;
    if (!ensureAgreed()) return;
    setBusy(true);
    try {
      completeLogin(await loginWithPassword(account.trim(), password));
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('fields.account')}
        icon="user"
        value={account}
        onChange={(value) => {
          setAccount(value);
          clearError('account');
        }}
        placeholder={t('placeholders.account')}
        autoComplete="username"
        name="account"
        maxLength={64}
        error={errors.account && t(errors.account)}
      />
      <TextField
        label={t('fields.password')}
        icon="lock"
        type="password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          clearError('password');
        }}
        placeholder={t('placeholders.password')}
        autoComplete="current-password"
        name="password"
        maxLength={64}
        error={errors.password && t(errors.password)}
      />
      {children}
      <PrimaryButton type="submit" loading={busy}>
        {t('login.submit')}
      </PrimaryButton>
    </form>
  );
}
