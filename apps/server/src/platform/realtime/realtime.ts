import type { ServerPush } from '@cloudmall/contract/chat';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { ClientRegistry } from './client-registry.ts';
import type { PubSub } from './pubsub.ts';
import { type Revocation, SocketHub } from './socket-hub.ts';

type Fanout =
  | { kind: 'bind'; clientId: string; userId: number; sessionId: number; expiresAtMs: number }
  | { kind: 'unbind'; clientId: string }
  | { kind: 'user'; userId: number; message: ServerPush }
  | { kind: 'client'; clientId: string; message: ServerPush }
  | { kind: 'members'; message: ServerPush }
  | { kind: 'revoke'; revocation: Revocation }
  | { kind: 'invalidate'; scope: string; from: string };

const EXPIRY_SWEEP_MS = 60_000;

export type BindOutcome = 'bound' | 'unknown_client' | 'other_member';

/**
 * Pushes to members wherever their sockets are: every instance subscribes to one fan-out channel and
 * acts on the sockets it holds. Callers persist first, then push (a push is best effort; history and
 * the flush on bind are the source of truth).
 */
export function createRealtime(deps: {
  pubsub: PubSub;
  registry: ClientRegistry;
  log: FastifyBaseLogger;
  clock: Clock;
}) {
  const { pubsub, registry, log, clock } = deps;
  const instanceId = randomUUID();
  const hub = new SocketHub();
  let sweep: NodeJS.Timeout | undefined;
  const invalidationListeners = new Map<string, Array<() => void>>();

  /** Unbinds the reached sockets here (each told `user_login`) and forgets their member in the registry. */
  function revokeHere(revocation: Revocation): void {
    for (const clientId of hub.revoke(revocation)) {
      registry
        .unregister(clientId)
        .then(() => (hub.has(clientId) ? registry.register(clientId, instanceId) : undefined))
        .catch((error: unknown) => log.warn({ err: error }, 'realtime: registry reset failed'));
    }
  }
  const expireHere = () => revokeHere({ expiredAtMs: clock.now().getTime() });

  function apply(message: Fanout): void {
    switch (message.kind) {
      case 'bind':
        hub.bind(message.clientId, message.userId, message.sessionId, message.expiresAtMs);
        break;
      case 'unbind':
        hub.unbind(message.clientId);
        break;
      case 'user':
        expireHere();
        hub.sendToUser(message.userId, message.message);
        break;
      case 'client':
        expireHere();
        hub.send(message.clientId, message.message);
        break;
      case 'revoke':
        revokeHere(message.revocation);
        break;
      case 'members':
        hub.sendToMembers(message.message);
        break;
      case 'invalidate':
        if (message.from !== instanceId)
          for (const listener of invalidationListeners.get(message.scope) ?? []) listener();
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
      // Expired sessions' sockets are told even when no push comes their way.
      sweep = setInterval(expireHere, EXPIRY_SWEEP_MS);
      sweep.unref();
    },

    connected: (clientId: string) => registry.register(clientId, instanceId),
    disconnected: (clientId: string) => registry.unregister(clientId),

    /** Binds a client (held by any instance) to a member; a client bound to another member is refused. */
    async bind(
      clientId: string,
      userId: number,
      session: { id: number; expiresAt: Date },
    ): Promise<BindOutcome> {
      const record = await registry.lookup(clientId);
      if (!record) return 'unknown_client';
      if (record.userId !== undefined && record.userId !== userId) return 'other_member';
      const expiresAtMs = session.expiresAt.getTime();
      await registry.bind(clientId, userId, expiresAtMs);
      await publish({ kind: 'bind', clientId, userId, sessionId: session.id, expiresAtMs });
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

    /** A push the contract declares (`ServerPush`) to every socket of the member, on every instance. */
    pushToUser: (userId: number, message: ServerPush) => publish({ kind: 'user', userId, message }),
    pushToClient: (clientId: string, message: ServerPush) =>
      publish({ kind: 'client', clientId, message }),
    /** Every logged-in socket on every instance (platform announcements). */
    pushToMembers: (message: ServerPush) => publish({ kind: 'members', message }),
    /** Revoked sessions (password reset or change): their sockets get `user_login` and are unbound, on every instance. */
    revokeSessions: (userId: number, keptSessionId?: number) =>
      publish({
        kind: 'revoke',
        revocation: keptSessionId === undefined ? { userId } : { userId, keptSessionId },
      }),
    /** An ended session (logout): its sockets, but the one logging out, get `user_login` and are unbound everywhere. */
    endSession: (sessionId: number, exceptClientId?: string) =>
      publish({
        kind: 'revoke',
        revocation: exceptClientId === undefined ? { sessionId } : { sessionId, exceptClientId },
      }),
    /**
     * Drops a cache of shared data on every instance: the listeners of `scope` run here at once, and
     * on the other instances when the fan-out reaches them (an admin's change to public content).
     */
    async invalidate(scope: string): Promise<void> {
      for (const listener of invalidationListeners.get(scope) ?? []) listener();
      await publish({ kind: 'invalidate', scope, from: instanceId });
    },
    /** Runs `listener` whenever `scope` is invalidated, on this instance or another. */
    onInvalidate(scope: string, listener: () => void): void {
      invalidationListeners.set(scope, [...(invalidationListeners.get(scope) ?? []), listener]);
    },
    isOnline: (userId: number) => registry.isOnline(userId, clock.now().getTime()),
    /** Sockets here whose session has expired are told `user_login` and unbound (also swept every minute). */
    expireSessions: expireHere,

    async close(): Promise<void> {
      clearInterval(sweep);
      hub.closeAll();
      await pubsub.close();
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
