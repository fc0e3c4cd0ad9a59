import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { readVerifiedCode } from '../../../features/auth/sent-at';
import { clearSession } from '../../../stores/session';
import { useUserStore } from '../../../stores/user-store';
import { PAGES } from '../../../lib/paths';

/** /pages/user/auth/resetpwd: new password after an SMS code; every session ends, so log in again. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const storedMobile = useUserStore((state) => state.mobile);
  const verified = readVerifiedCode(location.state);

  const done = () => {
    toast.success(t('reset.success'));
    if (useUserStore.getState().isLogin) clearSession(); // the server revoked every session
    void navigate(PAGES.auth, { replace: true });
  };

  return (
    <AuthLayout
      heading={t('reset.heading')}
      subheading={verified ? t('reset.subheadingVerified') : t('reset.subheading')}
    >
      <ResetPasswordForm
        verified={verified}
        initialMobile={params.get('mobile') ?? storedMobile}
        onDone={done}
      />
    </AuthLayout>
  );
}
