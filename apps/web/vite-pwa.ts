import { VitePWA } from 'vite-plugin-pwa';

/**
 * The service worker (Workbox through vite-plugin-pwa): precaches the shell (index.html, public
 * scripts, icons, manifest, sounds) and every hashed asset, answers navigations with the shell so the
 * app opens offline, and never touches the API, uploads, the socket or the console. A new version
 * waits for the member (registerType 'prompt', see src/app/pwa); the manifest stays public/'s own.
 */
export function serviceWorker() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,wav,webmanifest}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/console(\/|$)/, /^\/ws/],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });
}
