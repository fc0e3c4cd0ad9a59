import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { envelope } from './envelope.ts';
import { API_PREFIX } from './bind-route.ts';
import { isConsolePath } from '../web/web-app.ts';

/** Whether PostgreSQL refused a write because a row it refers to does not exist (SQLSTATE 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Maps every failure to the envelope; an unexpected error answers 500 without internals and is logged.
 * A write that refers to a missing row (a foreign key PostgreSQL refused, e.g. income credited to a
 * member id that does not exist) is the business answer `not_found`, not a server error.
 * Register before any route: a route keeps the error handler of the moment it was added.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send(envelope(error.code, error.key, error.data));
    }
    if (isForeignKeyViolation(error)) {
      request.log.info(
        { err: { code: '23503', message: error.message } },
        'refers to a missing row',
      );
      return reply.status(200).send(envelope(0, 'not_found', null));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(envelope(0, 'payload_too_large', null));
    }
    if (status === 429) {
      return reply.status(429).send(envelope(0, 'rate_limited', null));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, bad content types, prototype-poisoning keys, empty JSON bodies.
      request.log.info(
        { err: { code: error.code, message: error.message } },
        'rejected malformed request',
      );
      return reply.status(400).send(envelope(0, 'malformed_body', null));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(envelope(500, 'internal_error', null));
  });
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Unknown API paths answer the envelope with 404; other GETs get the web app (history-mode routing),
 * and those under /console/ the console's own entry page (`consoleIndex`, when it is built).
 */
export function registerNotFoundHandler(
  app: FastifyInstance,
  options: { spaFallback: boolean; consoleIndex?: string },
): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === API_PREFIX || pathname.startsWith(API_PREFIX + '/');
    const isFile =
      pathname.startsWith('/uploads/') ||
      pathname.startsWith('/assets/') ||
      path.extname(pathname) !== '';
    if (isConsolePath(pathname) && options.consoleIndex && !isFile && isRead(request.method)) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(createReadStream(options.consoleIndex));
    }
    if (
      isConsolePath(pathname) ||
      !options.spaFallback ||
      isApi ||
      isFile ||
      request.method !== 'GET'
    ) {
      return reply.status(404).send(envelope(0, 'not_found', null));
    }
    // History-mode routing: every app route is served the app's entry page.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
