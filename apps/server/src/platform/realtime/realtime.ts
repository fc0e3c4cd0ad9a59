import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ClientRegistry } from './client-registry.ts';
import type { PubSub } from './pubsub.ts';
import { SocketHub } from './socket-hub.ts';

type Fanout =
  | { kind: 'bind'; clientId: string; userId: number; sessionId: number }
  | { kind: 'unbind'; clientId: string }
  | { kind: 'user'; userId: number; message: unknown }
  | { kind: 'client'; clientId: string; message: unknown }
  | { kind: 'kick'; userId: number; keptSessionId: number }
  | { kind: 'members'; message: unknown };

export type BindOutcome = 'bound' | 'unknown_client' | 'other_member';

/**
 * Pushes to members wherever their sockets are: every instance subscribes to one fan-out channel and
 * acts on the sockets it holds. Callers persist first, then push (a push is best effort; history and
 * the flush on bind are the source of truth).
 */
export function createRealtime(deps: { pubsub: PubSub; registry: ClientRegistry; log: FastifyBaseLogger }) {
  const { pubsub, registry, log } = deps;
  const instanceId = randomUUID();
  const hub = new SocketHub();

  function apply(message: Fanout): void {
    switch (message.kind) {
      case 'bind':
        hub.bind(message.clientId, message.userId, message.sessionId);
        break;
      case 'unbind':
        hub.unbind(message.clientId);
        break;
      case 'user':
        hub.sendToUser(message.userId, message.message);
        break;
      case 'client':
        hub.send(message.clientId, message.message);
        break;
      case 'kick':
        for (const clientId of hub.kick(message.userId, message.keptSessionId)) {
          void registry.unregister(clientId).then(() => registry.register(clientId, instanceId));
        }
        break;
      case 'members':
        hub.sendToMembers(message.message);
        break;
    }
  }

  const publish = (message: Fanout) => pubsub.publish(message);

  return {
    hub,
    instanceId,

    async start(): Promise<void> {
      await pubsub.subscribe((message) => {
        try {
          apply(message as Fanout);
        } catch (error) {
          log.error({ err: error }, 'realtime: fan-out message failed');
        }
      });
    },

    connected: (clientId: string) => registry.register(clientId, instanceId),
    disconnected: (clientId: string) => registry.unregister(clientId),

    /** Binds a client (held by any instance) to a member; a client bound to another member is refused. */
    async bind(clientId: string, userId: number, sessionId: number): Promise<BindOutcome> {
      const record = await registry.lookup(clientId);
      if (!record) return 'unknown_client';
      if (record.userId !== undefined && record.userId !== userId) return 'other_member';
      await registry.bind(clientId, userId);
      await publish({ kind: 'bind', clientId, userId, sessionId });
      return 'bound';
    },

    /** Stops pushes to a client (logout); the socket itself stays open for visitors' pushes. */
    async unbind(clientId: string, userId: number): Promise<void> {
      const record = await registry.lookup(clientId);
      if (!record || record.userId !== userId) return;
      await registry.unregister(clientId);
      await registry.register(clientId, record.instanceId);
      await publish({ kind: 'unbind', clientId });
    },

    pushToUser: (userId: number, message: unknown) => publish({ kind: 'user', userId, message }),
    pushToClient: (clientId: string, message: unknown) => publish({ kind: 'client', clientId, message }),
    /** Every logged-in socket on every instance (platform announcements). */
    pushToMembers: (message: unknown) => publish({ kind: 'members', message }),
    /** A newer login: sockets of older sessions get `user_login` and are unbound, on every instance. */
    kickOlderSessions: (userId: number, keptSessionId: number) => publish({ kind: 'kick', userId, keptSessionId }),
    isOnline: (userId: number) => registry.isOnline(userId),

    async close(): Promise<void> {
      hub.closeAll();
      await pubsub.close();
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
