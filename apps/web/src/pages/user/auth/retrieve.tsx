import { useState, type FormEvent } from 'react';
import { MobileField } from '../../../features/auth/components/mobile-field';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { useAuthLink } from '../../../features/auth/hooks/use-auth-prompts';
import { useSendCode } from '../../../lib/forms/use-send-code';
import { checks } from '../../../lib/forms/field-checks';
import { PAGES } from '../../../lib/paths';

/** /pages/user/auth/retrieve: forgot password, step 1: the phone gets a `resetpwd` code. */
export default function RetrievePage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const link = useAuthLink();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string>();
  const sms = useSendCode('resetpwd');

  const next = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checks.mobile(mobile);
    setError(problem);
    if (problem) return;
    const sentAt = Date.now();
    if (await sms.send(mobile.trim())) {
      void navigate(link(PAGES.authValidcode, { event: 'resetpwd', mobile: mobile.trim() }), {
        state: { sentAt },
      });
    }
  };

  return (
    <AuthLayout heading={t('retrieve.heading')} subheading={t('retrieve.subheading')}>
      <form onSubmit={(event) => void next(event)} noValidate>
        <MobileField
          value={mobile}
          onChange={(value) => {
            setMobile(value);
            setError(undefined);
          }}
          error={error}
        />
        <PrimaryButton type="submit" loading={sms.sending}>
          {t('retrieve.submit')}
        </PrimaryButton>
      </form>
    </AuthLayout>
  );
}
