import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';

/** The sockets held by this instance, by client id. Chat binds client ids to members later. */
export class SocketHub {
  private readonly clients = new Map<string, WebSocket>();

  add(socket: WebSocket): string {
    const clientId = randomUUID();
    this.clients.set(clientId, socket);
    socket.once('close', () => this.clients.delete(clientId));
    return clientId;
  }

  has(clientId: string): boolean {
    return this.clients.has(clientId);
  }

  get size(): number {
    return this.clients.size;
  }

  /** Sends a JSON message to one client; false when it is not connected here. */
  send(clientId: string, message: unknown): boolean {
    const socket = this.clients.get(clientId);
    if (!socket || socket.readyState !== socket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  closeAll(): void {
    for (const socket of this.clients.values()) socket.close(1001, 'server shutting down');
    this.clients.clear();
  }
}
