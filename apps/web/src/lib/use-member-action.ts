import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from './safe-redirect';
import { useUserStore } from '../stores/user-store';

/**
 * Spec §6: favourites, follows, likes, comments and publishing are for members. Runs the action for
 * a member; a visitor goes to the login page, which returns here afterwards.
 */
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
