import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../sessions.service.ts';

/** Where a sign-in comes from, as its session records it. */
export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});
