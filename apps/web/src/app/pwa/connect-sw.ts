import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { useNewVersionStore } from './update-store';

/** vite-plugin-pwa's registerSW: registers the worker, answers updateSW(reloadPage). */
export type RegisterSW = (options?: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;

/**
 * Registers the service worker where the browser has them, after the page has loaded (its precache
 * download never competes with the first paint): the shell and hashed assets work offline, and a new version waits for the member's word (the update prompt).
 */
export function connectServiceWorker(register: RegisterSW): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = register({
    onNeedRefresh: () => useNewVersionStore.getState().newVersionWaiting(() => updateSW(true)),
  });
}
