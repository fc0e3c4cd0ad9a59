import websocket from '@fastify/websocket';
import { ClientMessageSchema, SOCKET_MAX_FRAME_BYTES, SOCKET_PATH } from '@cloudmall/contract';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
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
 */
export async function registerSocket(app: FastifyInstance, realtime: Realtime, allowedOrigins: string[]): Promise<void> {
  await app.register(websocket, {
    options: {
      maxPayload: SOCKET_MAX_FRAME_BYTES,
      verifyClient: (info: { req: IncomingMessage }) => isOriginAllowed(info.req, allowedOrigins),
    },
  });

  app.get(SOCKET_PATH, { websocket: true }, (socket) => {
    const clientId = realtime.hub.add(socket, (closed) => {
      realtime.disconnected(closed).catch((error: unknown) => app.log.warn({ err: error }, 'socket: unregister failed'));
    });
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
      if (message.success && message.data.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
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
