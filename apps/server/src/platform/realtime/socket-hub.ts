import type { ServerPush, UserLoginPush } from '@cloudmall/contract/chat';
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';

interface Held {
  socket: WebSocket;
  userId?: number;
  sessionId?: number;
  /** When the bound session expires (ms since epoch); pushes stop from then on. */
  expiresAtMs?: number;
  /** Called once when the socket is first bound (it no longer counts as an anonymous socket). */
  onFirstBind?: () => void;
}

/** Which bound sockets a revocation reaches. */
export type Revocation =
  | { userId: number; keptSessionId?: number }
  | { sessionId: number; exceptClientId?: string }
  | { expiredAtMs: number };

function reaches(held: Held, clientId: string, revocation: Revocation): boolean {
  if (held.userId === undefined) return false;
  if ('expiredAtMs' in revocation)
    return held.expiresAtMs !== undefined && held.expiresAtMs <= revocation.expiredAtMs;
  if ('sessionId' in revocation)
    return held.sessionId === revocation.sessionId && clientId !== revocation.exceptClientId;
  return held.userId === revocation.userId && held.sessionId !== revocation.keptSessionId;
}

/**
 * The sockets this instance holds, by client id, and the member session each is bound to. Bound
 * sockets are also indexed by member, so a push to one member does not walk every socket held here.
 */
export class SocketHub {
  private readonly clients = new Map<string, Held>();
  private readonly byUser = new Map<number, Set<Held>>();

  private index(held: Held): void {
    if (held.userId === undefined) return;
    const set = this.byUser.get(held.userId) ?? new Set<Held>();
    set.add(held);
    this.byUser.set(held.userId, set);
  }

  private unindex(held: Held): void {
    if (held.userId === undefined) return;
    const set = this.byUser.get(held.userId);
    set?.delete(held);
    if (set?.size === 0) this.byUser.delete(held.userId);
  }

  add(socket: WebSocket, onClose: (clientId: string) => void, onFirstBind?: () => void): string {
    const clientId = randomUUID();
    this.clients.set(clientId, { socket, ...(onFirstBind ? { onFirstBind } : {}) });
    socket.once('close', () => {
      const held = this.clients.get(clientId);
      if (held) this.unindex(held);
      this.clients.delete(clientId);
      onClose(clientId);
    });
    return clientId;
  }

  has(clientId: string): boolean {
    return this.clients.has(clientId);
  }

  get size(): number {
    return this.clients.size;
  }

  bind(clientId: string, userId: number, sessionId: number, expiresAtMs?: number): boolean {
    const held = this.clients.get(clientId);
    if (!held) return false;
    this.unindex(held);
    held.userId = userId;
    held.sessionId = sessionId;
    if (expiresAtMs !== undefined) held.expiresAtMs = expiresAtMs;
    this.index(held);
    held.onFirstBind?.();
    delete held.onFirstBind;
    return true;
  }

  unbind(clientId: string): void {
    const held = this.clients.get(clientId);
    if (held) {
      this.unindex(held);
      delete held.userId;
      delete held.sessionId;
      delete held.expiresAtMs;
    }
  }

  /** Sends a push to one client; false when it is not connected here. */
  send(clientId: string, message: ServerPush): boolean {
    const held = this.clients.get(clientId);
    if (!held || held.socket.readyState !== held.socket.OPEN) return false;
    held.socket.send(JSON.stringify(message));
    return true;
  }

  /** Sends to every socket here bound to the member; answers how many. */
  sendToUser(userId: number, message: ServerPush): number {
    const bound = this.byUser.get(userId);
    if (!bound) return 0;
    const frame = JSON.stringify(message);
    let sent = 0;
    for (const held of bound) {
      if (held.socket.readyState === held.socket.OPEN) {
        held.socket.send(frame);
        sent += 1;
      }
    }
    return sent;
  }

  /** Sends to every socket here bound to a member (announcements); answers how many. */
  sendToMembers(message: ServerPush): number {
    const frame = JSON.stringify(message);
    let sent = 0;
    for (const held of this.clients.values()) {
      if (held.userId !== undefined && held.socket.readyState === held.socket.OPEN) {
        held.socket.send(frame);
        sent += 1;
      }
    }
    return sent;
  }

  /** Bound sockets here of revoked (or expired) sessions: told `user_login`, then unbound; answers their ids. */
  revoke(revocation: Revocation): string[] {
    const revoked: string[] = [];
    for (const [clientId, held] of this.clients) {
      if (!reaches(held, clientId, revocation)) continue;
      // reached sockets are bound (userId set)
      if (held.socket.readyState === held.socket.OPEN && held.userId !== undefined) {
        const kicked: UserLoginPush = { type: 'user_login', user_id: held.userId };
        held.socket.send(JSON.stringify(kicked));
      }
      this.unbind(clientId);
      revoked.push(clientId);
    }
    return revoked;
  }

  closeAll(): void {
    for (const held of this.clients.values()) held.socket.close(1001, 'server shutting down');
    this.clients.clear();
    this.byUser.clear();
  }
}
