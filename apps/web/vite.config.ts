import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';
import { serviceWorker } from './vite-pwa.ts';
import { appBuild, serverProxy } from './vite-shared.ts';

// One server (port 8080) serves the API, the socket and uploads; dev and preview proxy to it.
export default defineConfig(({ mode }) => {
  const proxy = serverProxy(mode, import.meta.dirname);
  return {
    base: '/',
    plugins: [react(), precompress(), serviceWorker()],
    // antd-mobile sits at the workspace root beside an older React; one React for the whole app.
    resolve: { dedupe: ['react', 'react-dom'] },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: appBuild(400, ['@tanstack', 'zustand', 'zod']),
  };
});
