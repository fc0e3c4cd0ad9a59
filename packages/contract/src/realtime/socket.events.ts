import { z } from 'zod';

/** Messages the server pushes on `/ws`. The socket is push-mostly: the client only answers `pong`. */
export const ServerInitMessageSchema = z.object({ type: z.literal('init'), client_id: z.string() });
export const ServerPingMessageSchema = z.object({ type: z.literal('ping') });
export const ServerPongMessageSchema = z.object({ type: z.literal('pong') });

/** What a client may send: `ping` (answered with `pong`) or `pong` (to a server ping). */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('pong') }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

export const SOCKET_PATH = '/ws';
/** Largest frame the server reads from a client. */
export const SOCKET_MAX_FRAME_BYTES = 16 * 1024;
