import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { checkToken } from '../../../features/auth/api/auth-api';
import { loginPath, safeRedirect } from '../../../lib/safe-redirect';
import { clearSession } from '../../../stores/session';
import { useUserStore } from '../../../stores/user-store';

/** /pages/user/auth/auto: automatic login; a live stored session continues, anything else logs in. */
export default function AutoLoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));

  useEffect(() => {
    let active = true;
    const { token } = useUserStore.getState();
    const toLogin = () => void navigate(loginPath(target), { replace: true });
    if (!token) {
      toLogin();
      return undefined;
    }
    checkToken(token).then(
      (verdict) => {
        if (!active) return;
        if (verdict === 'valid') {
          useUserStore.getState().markLoggedIn();
          void navigate(target, { replace: true });
        } else {
          clearSession();
          toLogin();
        }
      },
      () => active && toLogin(),
    );
    return () => {
      active = false;
    };
  }, [navigate, target]);

  return (
    <PageShell>
      <EmptyState icon="user" title={t('auto.title')} description={t('auto.description')}>
        <Spinner size={32} />
      </EmptyState>
    </PageShell>
  );
}
