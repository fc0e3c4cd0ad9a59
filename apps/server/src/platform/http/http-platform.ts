import { parse as parseQueryString } from 'node:querystring';
import type { FastifyInstance } from 'fastify';
import { isConsolePath } from '../web/web-app.ts';
import { contentSecurityPolicy, setSecurityHeaders } from './security-headers.ts';

/** Largest JSON or form body the API reads (uploads have their own limit). */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Cross-cutting HTTP behaviour: form bodies, request ids on answers, security headers.
 * JSON parsing is Fastify's own, set to reject `__proto__` and `constructor` keys.
 */
export function registerHttpPlatform(
  app: FastifyInstance,
  options: { cdnUrl?: string } = {},
): void {
  const csp = contentSecurityPolicy(options.cdnUrl ?? '');
  const consoleCsp = contentSecurityPolicy(options.cdnUrl ?? '', { inlineStyles: true });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => {
      const parsed = parseQueryString(body as string);
      const result: Record<string, string> = {};
      for (const [key, value] of Object.entries(parsed)) {
        if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
        // A repeated field is ambiguous: keep the first value, as most servers do.
        result[key] = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
      }
      done(null, result);
    },
  );

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    const pathname = request.url.split('?')[0] ?? '';
    setSecurityHeaders(request, reply, isConsolePath(pathname) ? consoleCsp : csp);
    // An API answer is never stored, unless its route says otherwise (the OpenAPI document).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
