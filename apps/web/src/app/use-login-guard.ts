import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRouteMeta } from '../components/layout/route-meta';
import { loginPath } from '../lib/safe-redirect';
import { useUserStore } from '../stores/user-store';

/** A member page whose session ends (logout, 401, invalid token at startup) goes to the login page. */
export function useLoginGuard(): void {
  const isLogin = useUserStore((state) => state.isLogin);
  const meta = useRouteMeta();
  const location = useLocation();
  const navigate = useNavigate();
  const requiresLogin = meta?.requiresLogin ?? false;

  useEffect(() => {
    if (requiresLogin && !isLogin) {
      void navigate(loginPath(`${location.pathname}${location.search}`), { replace: true });
    }
  }, [requiresLogin, isLogin, location.pathname, location.search, navigate]);
}
