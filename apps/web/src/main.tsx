import type { Advert } from '@cloudmall/contract';
import 'antd-mobile/es/global';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureClient } from './app/configure-client';
import { AppProviders } from './app/providers';
import { openNoNetworkPageWhenOffline } from './app/pwa/offline-page';
import { createAppRouter } from './app/router';
import { findRouteEntry } from './app/route-table';
import { createStartupDeps, runStartup } from './app/startup';
import { registerKitRender } from './components/ui/kit';
import { prefetchAppInit } from './lib/app-init';
import { initI18n, i18next } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { applyTheme, readTheme } from './lib/theme';
import { useUserStore } from './stores/user-store';

/**
 * Starts fetching the opened page's code while the strings load, instead of after (the router's lazy
 * load then reuses the same module); a failure is left to the router, which shows it.
 */
function preloadOpenedPage(pathname: string): void {
  const entry = findRouteEntry(pathname);
  if (entry && !entry.requiresLogin) entry.load().catch(() => undefined);
}

async function bootstrap(): Promise<void> {
  registerKitRender();
  applyTheme(readTheme());
  preloadOpenedPage(window.location.pathname);
  const router = createAppRouter();
  const navigate = (path: string) => void router.navigate(path);
  configureClient(navigate);
  // a visitor's home content (common/init) loads with the strings; a member's waits for the token check
  if (!useUserStore.getState().token) prefetchAppInit();
  await initI18n();
  const queryClient = createQueryClient();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // from here a page whose code fails to load shows the router's load-failure view (public/boot-failure.js)
  document.documentElement.setAttribute('data-booted', '');

  // the system popup (and the modal it needs) loads only when the adverts carry one
  const showPopup = (advert: Advert) =>
    void import('./features/content/components/system-popup').then(({ showSystemPopup }) =>
      showSystemPopup(advert, navigate, i18next.t('common:actions.open')),
    );
  void runStartup(createStartupDeps(showPopup));
  // the push socket (and the live refresh it drives) loads after the first page, outside the entry
  void import('./app/socket-lifecycle').then(({ startSocket }) =>
    startSocket(navigate, queryClient),
  );
  openNoNetworkPageWhenOffline(queryClient, {
    navigate,
    isOnline: () => navigator.onLine,
    currentPaths: () => [
      router.state.location.pathname,
      router.state.navigation.location?.pathname,
    ],
  });
  // the service worker (offline shell, update prompt) only in a production build, never in dev or tests
  if (import.meta.env.PROD)
    void import('./app/pwa/register-sw').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    );
}

bootstrap().catch((error: unknown) => {
  console.error(error);
  window.dispatchEvent(new Event('cloudmall:boot-failed'));
});
