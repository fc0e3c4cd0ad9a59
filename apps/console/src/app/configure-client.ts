import { message } from 'antd';
import { configureApi } from '../lib/api';
import { i18next } from '../lib/i18n';
import { consoleSession } from '../lib/session';

/** The console's side of the shared client: its own token, its language, antd toasts, 401 → login. */
export function configureClient(goToLogin: () => void): void {
  configureApi({
    baseUrl: (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api',
    appClient: 'console',
    getToken: () => consoleSession.token(),
    getLanguage: () => i18next.language,
    translate: (key, options) => i18next.t(key, options),
    hasTranslation: (key) => i18next.exists(key),
    onUnauthorized: () => {
      consoleSession.clear();
      goToLogin();
    },
    notifyError: (text) => void message.error(text),
    loading: { show: () => undefined, hide: () => undefined },
    fetch: (...args) => fetch(...args),
    requestTimeoutMs: 30_000,
    uploadTimeoutMs: 120_000,
  });
}
