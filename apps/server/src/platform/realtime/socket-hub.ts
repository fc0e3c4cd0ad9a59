import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';

interface Held {
  socket: WebSocket;
  userId?: number;
  sessionId?: number;
}

/** The sockets this instance holds, by client id, and the member each is bound to. */
export class SocketHub {
  private readonly clients = new Map<string, Held>();

  add(socket: WebSocket, onClose: (clientId: string) => void): string {
    const clientId = randomUUID();
    this.clients.set(clientId, { socket });
    socket.once('close', () => {
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

  bind(clientId: string, userId: number, sessionId: number): boolean {
    const held = this.clients.get(clientId);
    if (!held) return false;
    held.userId = userId;
    held.sessionId = sessionId;
    return true;
  }

  unbind(clientId: string): void {
    const held = this.clients.get(clientId);
    if (held) {
      delete held.userId;
      delete held.sessionId;
    }
  }

  /** Sends a JSON message to one client; false when it is not connected here. */
  send(clientId: string, message: unknown): boolean {
    const held = this.clients.get(clientId);
    if (!held || held.socket.readyState !== held.socket.OPEN) return false;
    held.socket.send(JSON.stringify(message));
    return true;
  }

  /** Sends to every socket here bound to the member; answers how many. */
  sendToUser(userId: number, message: unknown): number {
    const frame = JSON.stringify(message);
    let sent = 0;
    for (const held of this.clients.values()) {
      if (held.userId === userId && held.socket.readyState === held.socket.OPEN) {
        held.socket.send(frame);
        sent += 1;
      }
    }
    return sent;
  }

  /** Sends to every socket here bound to a member (announcements); answers how many. */
  sendToMembers(message: unknown): number {
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

  /** Sockets here bound to an older session of the member: told `user_login`, then unbound. */
  kick(userId: number, keptSessionId: number): string[] {
    const kicked: string[] = [];
    for (const [clientId, held] of this.clients) {
      if (held.userId !== userId || held.sessionId === keptSessionId) continue;
      if (held.socket.readyState === held.socket.OPEN) held.socket.send(JSON.stringify({ type: 'user_login', user_id: userId }));
      delete held.userId;
      delete held.sessionId;
      kicked.push(clientId);
    }
    return kicked;
  }

  closeAll(): void {
    for (const held of this.clients.values()) held.socket.close(1001, 'server shutting down');
    this.clients.clear();
  }
}
