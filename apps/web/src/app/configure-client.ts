import { env } from '../lib/env';
import { configureApi } from '../lib/api';
import { closeActiveSocket } from '../lib/active-socket';
import { currentLanguage, i18next } from '../lib/i18n';
import { createLoadingIndicator } from '../lib/loading-indicator';
import { AUTH_PAGES_PREFIX } from '../lib/paths';
import { loginPath } from '../lib/safe-redirect';
import { toast } from '../components/ui/toast';
import { setToastVibration } from '../components/ui/toast';
import { clearSession } from '../stores/session';
import { useUiStore } from '../stores/ui-store';
import { useUserStore } from '../stores/user-store';

/** Spec §7 timeouts: 30 s for requests, 60 s for uploads. */
const REQUEST_TIMEOUT_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * Wires the request layer to the app: stored token, current language, toasts (with vibration when
 * the shock setting is on), the 500 ms loading indicator, and 401 → clear the session and log in.
 */
export function configureClient(navigate: (path: string) => void): void {
  setToastVibration(() => useUserStore.getState().shock);
  const loading = createLoadingIndicator({
    show: () => useUiStore.getState().setLoadingVisible(true),
    hide: () => useUiStore.getState().setLoadingVisible(false),
  });
  configureApi({
    baseUrl: env.apiBase,
    appClient: env.appClient,
    getToken: () => useUserStore.getState().token,
    getLanguage: currentLanguage,
    translate: (key, options) => i18next.t(key, options),
    hasTranslation: (key) => i18next.exists(key),
    onUnauthorized: () => {
      clearSession();
      closeActiveSocket();
      const here = `${window.location.pathname}${window.location.search}`;
      if (!window.location.pathname.startsWith(AUTH_PAGES_PREFIX)) navigate(loginPath(here));
    },
    notifyError: (text) => toast.fail(text),
    loading,
    fetch: (input, init) => window.fetch(input, init),
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    uploadTimeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
