import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';
import { consoleSession, useConsoleSession } from '../../../lib/session';
import { consoleAuthRoutes } from '@cloudmall/contract/access';

/** Logs in and keeps the console's own session (the member app's session is left as it is). */
export function useLogin(onDone: () => void) {
  return useConsoleMutation(consoleAuthRoutes.login, {
    onSuccess: (session) => {
      consoleSession.set({
        token: session.token,
        expiresAt: session.expires_at,
        user: session.user,
        roles: session.roles,
      });
      onDone();
    },
  });
}

/** Ends the console session on the server (best effort) and here, then shows the login page. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await api.call(consoleAuthRoutes.logout, {}, { silent: true }).catch(() => undefined);
    consoleSession.clear();
    queryClient.clear();
    await navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}

/** Refreshes the caller's user and roles from the server once per page load (roles may have changed). */
export function useRefreshMe(): void {
  const session = useConsoleSession();
  const me = useConsoleQuery(consoleAuthRoutes.me, {}, { enabled: Boolean(session) });
  const data = me.data;
  useEffect(() => {
    const stored = consoleSession.get();
    if (data && stored && data.roles.join() !== stored.roles.join())
      consoleSession.set({ ...stored, user: data.user, roles: data.roles });
  }, [data]);
}
