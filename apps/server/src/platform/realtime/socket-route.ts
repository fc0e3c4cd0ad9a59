import websocket from '@fastify/websocket';
import { ClientMessageSchema, SOCKET_MAX_FRAME_BYTES, SOCKET_PATH } from '@cloudmall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { AppError } from '../http/app-error.ts';
import { AnonymousSocketGate } from './anonymous-gate.ts';
import type { Realtime } from './realtime.ts';

const HEARTBEAT_MS = 25_000;

/** Browsers always send Origin: it must be this server's own host or a configured one. */
export function isOriginAllowed(request: IncomingMessage, allowedOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // not a browser (tests, native clients): no ambient credentials to abuse
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * The socket at `/ws`: on connect the server sends `{type:"init", client_id}`; a client `ping` is answered
 * with `pong`. The socket is push-mostly: unknown or malformed frames are ignored, the connection kept.
 * One address (the proxy's client when TRUST_PROXY) holds at most `anonymousPerAddress` sockets not yet
 * bound to a member; the excess handshake is answered 429 `rate_limited`.
 */
export async function registerSocket(
  app: FastifyInstance,
  realtime: Realtime,
  allowedOrigins: string[],
  anonymousPerAddress: number,
): Promise<void> {
  const gate = new AnonymousSocketGate(anonymousPerAddress);
  const places = new WeakMap<IncomingMessage, () => void>();

  await app.register(websocket, {
    options: {
      maxPayload: SOCKET_MAX_FRAME_BYTES,
      verifyClient: (info: { req: IncomingMessage }) => isOriginAllowed(info.req, allowedOrigins),
    },
  });

  const preValidation = async (request: FastifyRequest) => {
    if (!request.ws) return;
    const release = gate.enter(request.ip);
    if (!release) throw new AppError('rate_limited', 429);
    places.set(request.raw, release);
    request.raw.socket.once('close', release);
  };

  app.get(SOCKET_PATH, { websocket: true, preValidation }, (socket, request) => {
    const clientId = realtime.hub.add(
      socket,
      (closed) => {
        realtime
          .disconnected(closed)
          .catch((error: unknown) => app.log.warn({ err: error }, 'socket: unregister failed'));
      },
      places.get(request.raw),
    );
    let alive = true;
    socket.on('pong', () => (alive = true));
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, HEARTBEAT_MS);
    socket.on('close', () => clearInterval(heartbeat));

    socket.on('message', (raw) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString());
      } catch {
        return;
      }
      const message = ClientMessageSchema.safeParse(parsed);
      if (message.success && message.data.type === 'ping')
        socket.send(JSON.stringify({ type: 'pong' }));
    });

    realtime
      .connected(clientId)
      .then(() => socket.send(JSON.stringify({ type: 'init', client_id: clientId })))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'socket: register failed');
        socket.close(1011, 'unavailable');
      });
  });
}
