import { registerSW } from 'virtual:pwa-register';
import { connectServiceWorker } from './connect-sw';

/** Production builds only (main.tsx loads this module lazily; the virtual module is the plugin's). */
export function registerServiceWorker(): void {
  connectServiceWorker(registerSW);
}
