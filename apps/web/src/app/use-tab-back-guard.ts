import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../components/ui/toast';

function historyIndex(): number | undefined {
  const state: unknown = window.history.state;
  const idx =
    typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx : undefined;
}

/**
 * Tab pages cannot be backed out of (spec §2): when the app starts on a tab page, one guard entry is
 * pushed so the first back stays in the app and explains that a second back leaves it.
 */
export function useTabBackGuard(isTabPage: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const armed = useRef(false);

  useEffect(() => {
    if (!isTabPage || historyIndex() !== 0) return;
    if (!armed.current) {
      armed.current = true;
      void navigate(`${location.pathname}${location.search}`, { state: { tabGuard: true } });
    } else {
      toast.info(t('tabs.exitHint'));
    }
  }, [isTabPage, location.key, location.pathname, location.search, navigate, t]);
}
