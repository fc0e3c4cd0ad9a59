import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { TestApp } from './test-app.ts';

/** A test socket client: collects pushes, and waits for the next one matching a predicate. */
export async function openSocket(url: string, origin?: string) {
  const socket = new WebSocket(url, origin ? { origin } : {});
  const received: Array<Record<string, unknown>> = [];
  const waiters: Array<{
    match: (m: Record<string, unknown>) => boolean;
    resolve: (m: Record<string, unknown>) => void;
  }> = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as Record<string, unknown>;
    received.push(message);
    const index = waiters.findIndex((w) => w.match(message));
    if (index >= 0) waiters.splice(index, 1)[0]!.resolve(message);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = (match: (m: Record<string, unknown>) => boolean, timeoutMs = 5000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const already = received.find(match);
      if (already) return resolve(already);
      const timer = setTimeout(() => reject(new Error('no matching push in time')), timeoutMs);
      waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  const init = await next((m) => m.type === 'init');
  return { socket, received, next, clientId: String(init.client_id), close: () => socket.close() };
}

export const ofType = (type: string) => (m: Record<string, unknown>) => m.type === type;

/** Lets the test app listen on a free local port and answers its socket address. */
export async function listenForSockets(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
}
