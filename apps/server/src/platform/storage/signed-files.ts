import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import { AppError } from '../http/app-error.ts';
import { API_PREFIX } from '../http/bind-route.ts';

/** Where a signed file is served: under the console API, never as a static file. */
export const SIGNED_FILE_PATH = '/console/file';
/** How long a signed address works. */
export const SIGNED_FILE_TTL_SECONDS = 300;
/** Stored files a signature may name: public uploads and private ones (identity photos). */
const FILE_PATH = /^\/(uploads|private)\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]{2,5}$/;
const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

const signatureOf = (secret: string, file: string, expires: number) =>
  createHmac('sha256', `${secret}:signed-files`).update(`${file}\n${expires}`).digest('hex');

/**
 * Short-lived addresses of stored files for a reader the server already checked (an admin viewing
 * identity photos): the address carries its expiry and an HMAC of path and expiry, so it can be put
 * in an `<img>` without a session header, works for minutes, and cannot be changed to name another file.
 */
export function createFileSigner(secret: string, clock: Clock) {
  return (file: string, ttlSeconds = SIGNED_FILE_TTL_SECONDS): string => {
    if (!FILE_PATH.test(file)) return '';
    const expires = Math.floor(clock.now().getTime() / 1000) + ttlSeconds;
    const query = new URLSearchParams({
      path: file,
      expires: String(expires),
      sig: signatureOf(secret, file, expires),
    });
    return `${API_PREFIX}${SIGNED_FILE_PATH}?${query.toString()}`;
  };
}
export type FileSigner = ReturnType<typeof createFileSigner>;

/** Streams a file named by a valid, unexpired signature; anything else answers 404 (no oracle). */
export function registerSignedFiles(
  app: FastifyInstance,
  options: { dataDir: string; secret: string; clock: Clock },
): void {
  app.get(API_PREFIX + SIGNED_FILE_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const file = typeof query.path === 'string' ? query.path : '';
    const expires = Number(query.expires);
    const sig = typeof query.sig === 'string' ? query.sig : '';
    const now = Math.floor(options.clock.now().getTime() / 1000);
    const expected = Buffer.from(signatureOf(options.secret, file, expires));
    const valid =
      FILE_PATH.test(file) &&
      Number.isInteger(expires) &&
      expires >= now &&
      expires <= now + SIGNED_FILE_TTL_SECONDS &&
      sig.length === expected.length &&
      timingSafeEqual(Buffer.from(sig), expected);
    if (!valid) throw new AppError('not_found', 404);
    const absolute = path.join(options.dataDir, file);
    const size = await stat(absolute).then(
      (info) => (info.isFile() ? info.size : -1),
      () => -1,
    );
    if (size < 0) throw new AppError('not_found', 404);
    const extension = path.extname(file).slice(1);
    return reply
      .header('content-type', TYPES[extension] ?? 'application/octet-stream')
      .header('content-length', size)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(absolute));
  });
}
