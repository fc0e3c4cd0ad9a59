import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { useNewVersionStore } from './update-store';

/** vite-plugin-pwa's registerSW: registers the worker, answers updateSW(reloadPage). */
export type RegisterSW = (options?: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;

/** The waiting version takes over (the Workbox worker skips waiting on this message); the page reloads on it. */
function activate(registration: ServiceWorkerRegistration, reload: () => void): Promise<void> {
  const waiting = registration.waiting;
  if (!waiting) return Promise.resolve();
  navigator.serviceWorker.addEventListener('controllerchange', () => reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
  return Promise.resolve();
}

/**
 * Every new version that installs while a version controls the page is offered, the first and each
 * later one (workbox-window alone reports only one update per page life).
 */
function watchNewVersions(registration: ServiceWorkerRegistration, reload: () => void): void {
  const offer = () =>
    useNewVersionStore.getState().newVersionWaiting(() => activate(registration, reload));
  if (registration.waiting && navigator.serviceWorker.controller) offer();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer();
    });
  });
}

/**
 * Registers the service worker where the browser has them, after the page has loaded (its precache
 * download never competes with the first paint): the shell and hashed assets work offline, and a
 * new version waits for the member's word (the update prompt).
 */
export function connectServiceWorker(
  register: RegisterSW,
  reload: () => void = () => window.location.reload(),
): void {
  if (!('serviceWorker' in navigator)) return;
  register({
    // the reload is ours, once the member said "update now"
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registration) => {
      if (registration) watchNewVersions(registration, reload);
    },
  });
}
