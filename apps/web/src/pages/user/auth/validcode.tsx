import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toastError } from '../../../components/ui/toast';
import { loginWithSms } from '../../../features/auth/api/auth-api';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { IncompleteLink } from '../../../features/auth/components/incomplete-link';
import { SmsCodeEntry } from '../../../features/auth/components/sms-code-entry';
import { useAuthLink, useAuthPrompts } from '../../../features/auth/hooks/use-auth-prompts';
import { useCompleteLogin } from '../../../features/auth/hooks/use-complete-login';
import { isApiErrorKey } from '@cloudmall/client';
import { readSentAt } from '../../../features/auth/sent-at';
import { PAGES } from '../../../lib/paths';

/** /pages/user/auth/validcode: code entry for SMS login (`mobilelogin`) and forgot password (`resetpwd`). */
export default function ValidCodePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const link = useAuthLink();
  const completeLogin = useCompleteLogin();
  const { askToRegister } = useAuthPrompts();
  const mobile = params.get('mobile') ?? '';
  const event = params.get('event');

  if (!mobile || (event !== 'resetpwd' && event !== 'mobilelogin')) return <IncompleteLink />;

  const complete = async (code: string): Promise<boolean> => {
    if (event === 'resetpwd') {
      void navigate(link(PAGES.authResetpwd), {
        replace: true,
        state: { mobile, captcha: code },
      });
      return true;
    }
    try {
      completeLogin(await loginWithSms(mobile, code));
      return true;
    } catch (error) {
      if (isApiErrorKey(error, 'account_not_registered')) void askToRegister(mobile);
      else toastError(error);
      return false;
    }
  };

  return (
    <AuthLayout heading={t('validcode.heading')} subheading={t('validcode.subheading')}>
      <SmsCodeEntry
        mobile={mobile}
        event={event}
        sentAt={readSentAt(location.state)}
        onComplete={complete}
      />
    </AuthLayout>
  );
}
