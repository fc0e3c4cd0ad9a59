import { EventEmitter } from 'node:events';
import type { ServerPush } from '@cloudmall/contract/chat';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { SocketHub } from './socket-hub.ts';

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  frames: string[] = [];
  send(frame: string) {
    this.frames.push(frame);
  }
  close() {
    this.readyState = 3;
    this.emit('close');
  }
}

const push = { type: 'ping' } as unknown as ServerPush;

function held(hub: SocketHub) {
  const socket = new FakeSocket();
  const clientId = hub.add(socket as unknown as WebSocket, () => undefined);
  return { socket, clientId };
}

describe('a push to one member reaches exactly the sockets bound to that member', () => {
  it('sends to each bound socket of the member and to no other', () => {
    const hub = new SocketHub();
    const [a1, a2, b, anonymous] = [held(hub), held(hub), held(hub), held(hub)];
    hub.bind(a1.clientId, 1, 10);
    hub.bind(a2.clientId, 1, 11);
    hub.bind(b.clientId, 2, 20);
    expect(hub.sendToUser(1, push)).toBe(2);
    expect([a1, a2, b, anonymous].map((h) => h.socket.frames.length)).toEqual([1, 1, 0, 0]);
  });

  it('stops reaching a socket once it is unbound, rebound to another member, revoked or closed', () => {
    const hub = new SocketHub();
    const [a1, a2, a3, a4] = [held(hub), held(hub), held(hub), held(hub)];
    for (const [i, h] of [a1, a2, a3, a4].entries()) hub.bind(h.clientId, 1, 10 + i);
    hub.unbind(a1.clientId);
    hub.bind(a2.clientId, 2, 20);
    hub.revoke({ sessionId: 12 });
    a4.socket.close();
    expect(hub.sendToUser(1, push)).toBe(0);
    expect(hub.sendToUser(2, push)).toBe(1);
    expect(a2.socket.frames).toHaveLength(1);
  });
});
