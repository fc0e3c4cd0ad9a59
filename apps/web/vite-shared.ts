import { loadEnv, type ProxyOptions, type UserConfig } from 'vite';

/**
 * Dev and preview proxy the server's paths to the one server (port 8080, or CLOUDMALL_SERVER from the
 * app's env file). Host is kept as the browser sent it: the server accepts a socket whose Origin matches
 * its Host.
 */
export function serverProxy(
  mode: string,
  envDir: string,
  extraPaths: string[] = [],
): Record<string, ProxyOptions> {
  const fileEnv = loadEnv(mode, envDir, 'CLOUDMALL_');
  const target = fileEnv.CLOUDMALL_SERVER ?? 'http://127.0.0.1:8080';
  const plain = ['/api', '/uploads', ...extraPaths].map((path) => [path, { target }]);
  return { ...Object.fromEntries(plain), '/ws': { target, ws: true } };
}

const packagesChunk = (names: string[]) =>
  new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * The production build both apps share: React, the router and i18next each in their own chunk (cached
 * across deploys), optionally the given data libraries in one more. Other packages are split where the
 * pages that import them are, so a page preloads only what it uses.
 */
export function appBuild(
  chunkSizeWarningLimit: number,
  dataPackages: string[] = [],
): UserConfig['build'] {
  const data = dataPackages.length
    ? [{ name: 'data', test: packagesChunk(dataPackages), priority: 20 }]
    : [];
  return {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/bundle-size.mjs reads which chunks a route loads
    manifest: true,
    chunkSizeWarningLimit,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: packagesChunk(['react', 'react-dom', 'scheduler']),
              priority: 30,
            },
            { name: 'router', test: packagesChunk(['react-router']), priority: 30 },
            { name: 'i18n', test: packagesChunk(['i18next']), priority: 20 },
            ...data,
          ],
        },
      },
    },
  };
}
