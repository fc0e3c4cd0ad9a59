import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  API_DOCS_PATH,
  buildOpenApiDocument,
  OPENAPI_PATH,
  type OpenApiDocument,
} from '@cloudmall/contract/openapi';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_ROOT } from '../config/env.ts';
import { API_PREFIX } from '../http/bind-route.ts';

/** The document changes only with a new server build: browsers and tools may keep it an hour. */
const DOCUMENT_CACHE = 'public, max-age=3600';

interface Body {
  type: string;
  raw: Buffer;
  gzip: Buffer;
  etag: string;
}

const bodyOf = (type: string, text: string): Body => {
  const raw = Buffer.from(text);
  const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;
  return { type, raw, gzip: gzipSync(raw), etag };
};

/** Answers a prepared body: 304 when the browser holds it, gzip when it accepts that. */
function sendBody(request: FastifyRequest, reply: FastifyReply, body: Body, cache: string) {
  reply.header('cache-control', cache).header('etag', body.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  reply.type(body.type);
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.raw);
}

const pageFile = (name: string) =>
  readFileSync(path.join(SERVER_ROOT, 'src/platform/openapi/docs-page', name), 'utf8');

/**
 * The contract published for integrators: `GET /api/openapi.json`, the OpenAPI 3.1 document built
 * from the contract once (when the server starts listening, then kept), and `GET /api/docs`, a page that renders
 * it (its script and style are files of this origin, as the Content-Security-Policy requires).
 */
export function registerOpenApi(app: FastifyInstance, options: { version?: string } = {}): void {
  let document: Body | undefined;
  const documentBody = () =>
    (document ??= bodyOf(
      'application/json; charset=utf-8',
      JSON.stringify(buildOpenApiDocument(options) satisfies OpenApiDocument),
    ));
  const page = {
    html: bodyOf('text/html; charset=utf-8', pageFile('index.html')),
    js: bodyOf('text/javascript; charset=utf-8', pageFile('docs.js')),
    css: bodyOf('text/css; charset=utf-8', pageFile('docs.css')),
  };
  // A listening server builds it once at start; a test app (inject only) builds it when asked.
  app.addHook('onListen', async () => {
    documentBody();
  });
  const docs = API_PREFIX + API_DOCS_PATH;
  app.get(API_PREFIX + OPENAPI_PATH, (request, reply) =>
    sendBody(request, reply, documentBody(), DOCUMENT_CACHE),
  );
  app.get(docs, (request, reply) => sendBody(request, reply, page.html, 'no-cache'));
  app.get(`${docs}/docs.js`, (request, reply) => sendBody(request, reply, page.js, 'no-cache'));
  app.get(`${docs}/docs.css`, (request, reply) => sendBody(request, reply, page.css, 'no-cache'));
}
