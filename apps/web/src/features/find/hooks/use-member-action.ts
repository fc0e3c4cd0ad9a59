import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../lib/safe-redirect';
import { useUserStore } from '../../../stores/user-store';

/** Likes, follows, comments and publishing are for members: runs the action, or sends a visitor to login (and back). */
export function useMemberAction(): (action: () => void) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (action: () => void) => {
      if (useUserStore.getState().isLogin) action();
      else void navigate(loginPath(`${location.pathname}${location.search}`));
    },
    [navigate, location.pathname, location.search],
  );
}
