import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import { precompress } from './vite-precompress.ts';

// One server (port 8080) serves the API, the socket and uploads; dev and preview proxy to it.
export default defineConfig(({ mode }) => {
  const fileEnv = loadEnv(mode, import.meta.dirname, 'CLOUDMALL_');
  const target = fileEnv.CLOUDMALL_SERVER ?? 'http://127.0.0.1:8080';
  // Host is kept as the browser sent it: the server accepts a socket whose Origin matches its Host.
  const proxy: Record<string, ProxyOptions> = {
    '/api': { target },
    '/uploads': { target },
    '/ws': { target, ws: true },
  };

  return {
    base: '/',
    plugins: [react(), precompress()],
    // antd-mobile sits at the workspace root beside an older React; one React for the whole app.
    resolve: { dedupe: ['react', 'react-dom'] },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      outDir: 'dist',
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 400,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                priority: 30,
              },
              { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
              { name: 'data', test: /node_modules[\\/](@tanstack|zustand|zod)[\\/]/, priority: 20 },
            ],
          },
        },
      },
    },
  };
});
