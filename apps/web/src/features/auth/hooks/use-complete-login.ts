import type { LoginResult } from '@cloudmall/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { openActiveSocket } from '../../../lib/active-socket';
import { safeRedirect } from '../../../lib/safe-redirect';
import { applyLoginResult } from '../../../stores/session';

/** After login or registration: store the session, reopen the socket, go to `redirect` or the My page. */
export function useCompleteLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (result: LoginResult) => {
    applyLoginResult(result);
    openActiveSocket();
    void navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}
