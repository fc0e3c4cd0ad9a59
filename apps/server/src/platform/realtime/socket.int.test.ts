import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { listenForSockets } from '../../../test/socket-client.ts';

let url: string;
useTestApp({ demo: false }, async () => {
  url = await listenForSockets(t);
});

function open(
  origin?: string,
): Promise<{ socket: WebSocket; messages: unknown[]; next: () => Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, origin ? { origin } : {});
    const messages: unknown[] = [];
    const waiters: Array<(m: unknown) => void> = [];
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      const waiter = waiters.shift();
      if (waiter) waiter(message);
      else messages.push(message);
    });
    const next = () =>
      new Promise<unknown>((r) => (messages.length ? r(messages.shift()) : waiters.push(r)));
    socket.once('open', () => resolve({ socket, messages, next }));
    socket.once('error', reject);
  });
}

describe('socket', () => {
  it('greets a new connection with init and a client id, and answers ping with pong', async () => {
    const { socket, next } = await open();
    const init = (await next()) as { type: string; client_id: string };
    expect(init.type).toBe('init');
    expect(t.hub.has(init.client_id)).toBe(true);
    socket.send(JSON.stringify({ type: 'ping' }));
    expect(await next()).toEqual({ type: 'pong' });
    socket.close();
  });

  it('ignores malformed and unknown frames and keeps the connection', async () => {
    const { socket, next } = await open();
    await next();
    socket.send('{not json');
    socket.send(JSON.stringify({ type: 'chat', to_id: 1 }));
    socket.send(JSON.stringify({ type: 'ping' }));
    expect(await next()).toEqual({ type: 'pong' });
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });

  it('closes on an oversized frame', async () => {
    const { socket, next } = await open();
    await next();
    const closed = new Promise<number>((r) => socket.once('close', (code) => r(code)));
    socket.send('x'.repeat(64 * 1024));
    expect(await closed).toBe(1009);
  });

  it('refuses a handshake from a foreign origin and accepts its own', async () => {
    await expect(open('https://evil.example')).rejects.toThrow(/401/);
    const host = new URL(url).host;
    const { socket } = await open(`http://${host}`);
    socket.close();
  });
});
