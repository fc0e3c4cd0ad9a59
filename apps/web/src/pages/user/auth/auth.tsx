import { Navigate, useSearchParams } from 'react-router';
import { LoginScreen } from '../../../features/auth/components/login-screen';
import { safeRedirect } from '../../../lib/safe-redirect';
import { useUserStore } from '../../../stores/user-store';

/** /pages/user/auth/auth: login by password or SMS; a logged-in member goes straight on. */
export default function AuthPage() {
  const isLogin = useUserStore((state) => state.isLogin);
  const [params] = useSearchParams();
  if (isLogin) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <LoginScreen />;
}
