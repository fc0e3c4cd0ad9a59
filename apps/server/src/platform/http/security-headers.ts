import type { FastifyReply, FastifyRequest } from 'fastify';

/** One year, subdomains included: sent only on answers to requests that came over TLS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Browser features the app may use: camera and microphone for its own pages (photos, voice), none
 * of the rest, and none at all for anything framed.
 */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), serial=(), hid=()';

/**
 * The Content-Security-Policy of every answer. The built app has no inline script (Vite emits module
 * files; zod's eval probe is turned off by /zod-config.js), so scripts come from this origin only.
 * Styles too: antd-mobile ships CSS files and React sets `style` props through the CSSOM, which the
 * policy does not restrict (e2e/csp.spec.ts visits every page and counts 0 violations). Images and
 * media may come from the CDN (CDN_URL) and from `data:`/`blob:` URLs (picked photos, hls.js); hls.js
 * fetches playlists (connect-src) and runs its transmuxer in a `blob:` worker. The socket is `ws:`/`wss:`.
 * `inlineStyles` is the console's policy (pages under /console only): antd 5 writes its CSS-in-JS
 * into <style> elements at run time, and some of them (rc-util's scroll lock of every modal and
 * drawer) carry no nonce, so a nonce cannot cover them; scripts stay `'self'` only. The member app's
 * policy is unchanged.
 */
export function contentSecurityPolicy(
  cdnUrl: string,
  options: { inlineStyles?: boolean } = {},
): string {
  const cdn = originOf(cdnUrl);
  const extra = cdn ? ` ${cdn}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    options.inlineStyles ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    `img-src 'self' data: blob:${extra}`,
    `media-src 'self' data: blob:${extra}`,
    `connect-src 'self' ws: wss:${extra}`,
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function originOf(url: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Sets the security headers of one answer. HSTS only when the request came over TLS: the socket
 * itself, or `x-forwarded-proto: https` from a proxy the server trusts (TRUST_PROXY), which is what
 * Fastify's `request.protocol` reports; a forwarded header from an untrusted peer is ignored.
 */
export function setSecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  csp: string,
): void {
  reply.header('content-security-policy', csp);
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
}
