import { teamRoutes } from '@cloudmall/contract/team';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CodeField } from '../../../components/ui/code-field';
import { PasswordField } from '../../../components/ui/password-field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { TextField } from '../../../components/ui/text-field';
import { toast, toastError } from '../../../components/ui/toast';
import { isApiErrorKey } from '@cloudmall/client';
import { register } from '../api/auth-api';
import { useAuthPrompts } from '../hooks/use-auth-prompts';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useBusy } from '../../../lib/forms/use-busy';
import { useFormValues } from '../../../lib/forms/use-form-values';
import { checks } from '../../../lib/forms/field-checks';
import { useSendCode } from '../../../lib/forms/use-send-code';
import { silentQuery } from '../../../lib/queries/silent-query';
import { sharerOf } from '../../../lib/sharer';
import { AgreementCheck } from './agreement-check';
import { MobileField } from './mobile-field';

type Field = 'username' | 'password' | 'inviteCode' | 'mobile' | 'code';

/** The invitation code of a shared link: `invite_code`, `invite` or `code` in the query. */
function invitationFromQuery(params: URLSearchParams): string {
  return params.get('invite_code') ?? params.get('invite') ?? params.get('code') ?? '';
}

/**
 * Registration (spec §5): username, password, invitation code and a contact number; then logged in.
 * An optional `register` SMS code confirms the number at once (only a confirmed number logs in by SMS).
 */
export function RegisterForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const { values, change, errors, validate } = useFormValues<Field>({
    username: '',
    password: '',
    inviteCode: invitationFromQuery(params),
    mobile: params.get('mobile') ?? '',
    code: '',
  });
  const [agreed, setAgreed] = useState(false);
  const [prompted, setPrompted] = useState(false);
  const { busy, run } = useBusy();
  const { offerLogin } = useAuthPrompts();
  const completeLogin = useCompleteLogin();
  const sms = useSendCode('register');
  // spec §2: the sharer of the link the visitor came by (pid) is the inviter, unless a code came with it
  const pid = invitationFromQuery(params) === '' ? sharerOf(`?${params.toString()}`) : undefined;
  const inviter = useQuery({
    ...silentQuery(['inviter', pid ?? 0], teamRoutes.inviter, { pid: pid ?? 0 }, 300_000),
    enabled: pid !== undefined,
  });
  const invitedBy = inviter.data;
  const fillInviter = change('inviteCode');
  useEffect(() => {
    if (invitedBy) fillInviter(invitedBy.invite_code);
    // only when the lookup answers: a code the visitor typed afterwards stays
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invitedBy]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = validate({
      username: checks.username(values.username),
      password: checks.password(values.password),
      inviteCode: checks.inviteCode(values.inviteCode),
      mobile: checks.mobile(values.mobile),
      code: values.code.trim() === '' ? undefined : checks.code(values.code),
    });
    if (!valid) return;
    if (!agreed) {
      setPrompted(true);
      toast.info(t('agreement.required'));
      return;
    }
    await run(
      async () => {
        const result = await register({
          username: values.username.trim(),
          password: values.password,
          invite_code: values.inviteCode.trim(),
          mobile: values.mobile.trim(),
          ...(values.code.trim() !== '' && { captcha: values.code.trim() }),
        });
        toast.success(t('register.success'));
        completeLogin(result);
      },
      (error) => {
        if (isApiErrorKey(error, 'phone_registered')) void offerLogin(values.mobile.trim());
        else toastError(error);
      },
    );
  };

  const field = (name: Field) => ({ value: values[name], onChange: change(name), name });
  /** A plain text field shows its error translated; the kit's fields translate their own. */
  const textField = (name: Field) => ({ ...field(name), error: errors[name] && t(errors[name]) });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        {...textField('username')}
        label={t('fields.username')}
        icon="user"
        placeholder={t('placeholders.username')}
        autoComplete="username"
        maxLength={32}
        hint={t('hints.username')}
      />
      <PasswordField
        {...field('password')}
        error={errors.password}
        label={t('fields.password')}
        placeholder={t('placeholders.newPassword')}
        autoComplete="new-password"
      />
      <TextField
        {...textField('inviteCode')}
        label={t('fields.inviteCode')}
        icon="gift"
        placeholder={t('placeholders.inviteCode')}
        maxLength={32}
        hint={
          invitedBy && values.inviteCode === invitedBy.invite_code
            ? t('register.invitedBy', { name: invitedBy.nickname })
            : undefined
        }
      />
      <MobileField {...field('mobile')} error={errors.mobile} label={t('fields.contact')} />
      <CodeField
        {...field('code')}
        error={errors.code}
        label={t('fields.codeOptional')}
        hint={t('hints.codeOptional')}
        sms={sms}
        onSend={() => {
          const only = { username: undefined, password: undefined, inviteCode: undefined };
          const mobile = checks.mobile(values.mobile);
          if (validate({ ...only, code: undefined, mobile })) void sms.send(values.mobile.trim());
        }}
      />
      <AgreementCheck checked={agreed} onChange={setAgreed} prompt={prompted} />
      <PrimaryButton type="submit" loading={busy}>
        {t('register.submit')}
      </PrimaryButton>
    </form>
  );
}
