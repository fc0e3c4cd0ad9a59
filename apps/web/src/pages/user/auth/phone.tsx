import { Navigate, useSearchParams } from 'react-router';
import { LoginScreen } from '../../../features/auth/components/login-screen';
import { safeRedirect } from '../../../lib/safe-redirect';
import { useUserStore } from '../../../stores/user-store';

/** /pages/user/auth/phone: the login page opened on the phone + SMS code method. */
export default function PhoneLoginPage() {
  const isLogin = useUserStore((state) => state.isLogin);
  const [params] = useSearchParams();
  if (isLogin) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <LoginScreen initialMethod="sms" />;
}
