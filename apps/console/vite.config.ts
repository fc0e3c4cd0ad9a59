import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../web/vite-precompress.ts';
import { appBuild, serverProxy } from '../web/vite-shared.ts';

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
  const proxy = serverProxy(mode, import.meta.dirname, ['/icons']);
  return {
    base: '/console/',
    plugins: [react(), zodConfig(), precompress()],
    resolve: { dedupe: ['react', 'react-dom'] },
    server: { port: 5174, proxy },
    preview: { port: 4174, proxy },
    build: appBuild(1200, ['@tanstack', 'zod']),
  };
});
