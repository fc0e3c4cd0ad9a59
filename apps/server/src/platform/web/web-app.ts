import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the console (apps/console) is served; its API is under /api/console. */
export const CONSOLE_PREFIX = '/console';

/** Whether a path belongs to the console's pages (`/console`, `/console/...`). */
export function isConsolePath(pathname: string): boolean {
  return pathname === CONSOLE_PREFIX || pathname.startsWith(`${CONSOLE_PREFIX}/`);
}

/** Hashed assets (`assets/`) are cached for a year as immutable; everything else is revalidated. */
function cacheHeaders(res: SetHeadersResponse, filePath: string): void {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('vary', 'accept-encoding');
}

/**
 * Serves the built web app with hashed assets cached for a year (immutable) and everything else
 * revalidated. Files are sent brotli- or gzip-compressed when the build made a `.br`/`.gz` beside them
 * and the browser accepts it. Every other GET answers `index.html` (history-mode routing, see the
 * not-found handler), so a reload of `/pages/user` works.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build:web` (the API still works)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: true,
    preCompressed: true,
    // send's own `public, max-age=0` would replace the header set below
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  return true;
}

/**
 * Serves the built console at /console/ the same way (immutable hashed assets, precompressed files).
 * Its deep links (`/console/admin/members`) answer its own index.html from the not-found handler;
 * `/console` redirects to `/console/`. Answers the index file, or undefined when not built.
 */
export async function registerConsoleApp(
  app: FastifyInstance,
  distDir: string,
): Promise<string | undefined> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(
      { distDir },
      'console not built: run `npm run build:console` (the API still works)',
    );
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: `${CONSOLE_PREFIX}/`,
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  app.get(CONSOLE_PREFIX, (request, reply) => {
    const query = request.url.slice(CONSOLE_PREFIX.length);
    return reply.redirect(`${CONSOLE_PREFIX}/${query}`, 302);
  });
  return indexFile;
}
