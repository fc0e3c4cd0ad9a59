import { SOCKET_PATH } from '@cloudmall/contract';
import type { FastifyRequest } from 'fastify';

/**
 * A read of a static file: the built app (scripts, styles, icons, sounds) or an upload. One cold page
 * load makes about ninety of them, so the per-address request limit skips them; it keeps guarding the
 * API and the socket, which cost the server work. The matched route's pattern decides, not the raw
 * URL, so no spelling of an API path passes as a file.
 */
export function isStaticFileRequest(
  request: Pick<FastifyRequest, 'method' | 'url' | 'routeOptions'>,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const route = request.routeOptions.url ?? request.url;
  return !route.startsWith('/api/') && route !== SOCKET_PATH;
}
