import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { SendCodeForm } from '../../../features/auth/components/send-code-form';
import { useAuthLink } from '../../../features/auth/hooks/use-auth-prompts';
import { PAGES } from '../../../lib/paths';

/** /pages/user/auth/retrieve: forgot password, step 1: the phone gets a `resetpwd` code. */
export default function RetrievePage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const link = useAuthLink();

  return (
    <AuthLayout heading={t('retrieve.heading')} subheading={t('retrieve.subheading')}>
      <SendCodeForm
        event="resetpwd"
        submitLabel={t('retrieve.submit')}
        onSent={(mobile, sentAt) =>
          void navigate(link(PAGES.authValidcode, { event: 'resetpwd', mobile }), {
            state: { sentAt },
          })
        }
      />
    </AuthLayout>
  );
}
