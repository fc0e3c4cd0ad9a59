import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { precompress } from '../web/vite-precompress.ts';

/** The member app's `zod-config.js` (no `new Function` under the CSP), served at /console/ as well. */
function zodConfig(): Plugin {
  const source = readFileSync(new URL('../web/public/zod-config.js', import.meta.url), 'utf8');
  return {
    name: 'cloudmall-console-zod-config',
    configureServer(server) {
      server.middlewares.use('/console/zod-config.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'zod-config.js', source });
    },
  };
}

// The console: served by the same server at /console/ (apps/console/dist), its own bundle.
export default defineConfig(({ mode }) => {
  const fileEnv = loadEnv(mode, import.meta.dirname, 'CLOUDMALL_');
  const target = fileEnv.CLOUDMALL_SERVER ?? 'http://127.0.0.1:8080';
  const proxy: Record<string, ProxyOptions> = {
    '/api': { target },
    '/uploads': { target },
    '/icons': { target },
    '/ws': { target, ws: true },
  };

  return {
    base: '/console/',
    plugins: [react(), zodConfig(), precompress()],
    resolve: { dedupe: ['react', 'react-dom'] },
    server: { port: 5174, proxy },
    preview: { port: 4174, proxy },
    build: {
      outDir: 'dist',
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 1200,
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
              { name: 'data', test: /node_modules[\\/](@tanstack|zod)[\\/]/, priority: 20 },
            ],
          },
        },
      },
    },
  };
});
