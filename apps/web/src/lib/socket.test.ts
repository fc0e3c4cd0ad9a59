import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './storage';
import { createSocketClient, socketUrl } from './socket';

class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState: number = WebSocket.CONNECTING;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = WebSocket.CLOSED;
    this.onclose?.();
  }
  openNow() {
    this.readyState = WebSocket.OPEN;
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  drop() {
    this.readyState = WebSocket.CLOSED;
    this.onclose?.();
  }
}

const create = (overrides = {}) =>
  createSocketClient({
    url: 'ws://test/ws',
    reconnectDelayMs: 10,
    createWebSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    ...overrides,
  });

describe('socket client', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('builds ws:// or wss:// from the page protocol', () => {
    expect(socketUrl({ protocol: 'https:', host: 'shop.example' })).toBe('wss://shop.example/ws');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws');
  });

  it('stores the client id of init and answers ping with pong', () => {
    const client = create();
    client.connect();
    const socket = FakeSocket.instances[0] as FakeSocket;
    socket.openNow();
    socket.receive({ type: 'init', client_id: 'abc123' });
    socket.receive({ type: 'ping' });
    expect(localStorage.getItem(STORAGE_KEYS.chatClientId)).toBe('abc123');
    expect(socket.sent).toEqual([JSON.stringify({ type: 'pong' })]);
  });

  it('reconnects at most 3 times, then reports the client may be blocked', () => {
    const onReconnecting = vi.fn();
    const onBlocked = vi.fn();
    const client = create({ onReconnecting, onBlocked });
    client.connect();
    for (let round = 0; round < 4; round += 1) {
      (FakeSocket.instances.at(-1) as FakeSocket).drop();
      vi.advanceTimersByTime(10);
    }
    expect(onReconnecting.mock.calls).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(FakeSocket.instances).toHaveLength(4);
  });

  it('does not reconnect after a deliberate close', () => {
    const onReconnecting = vi.fn();
    const client = create({ onReconnecting });
    client.connect();
    client.close();
    vi.advanceTimersByTime(100);
    expect(onReconnecting).not.toHaveBeenCalled();
  });

  it('knows the client id of the current connection only', () => {
    const client = create();
    client.connect();
    const socket = FakeSocket.instances[0] as FakeSocket;
    socket.openNow();
    expect(client.clientId()).toBeUndefined();
    socket.receive({ type: 'init', client_id: 'c-1' });
    expect(client.clientId()).toBe('c-1');
    socket.drop();
    expect(client.clientId()).toBeUndefined();
  });

  it('asks chat state before reconnecting and stops when the service is down', async () => {
    const onReconnecting = vi.fn();
    const checkBeforeReconnect = vi
      .fn<() => Promise<boolean>>()
      .mockResolvedValueOnce(true)
      .mockResolvedValueOnce(false);
    const client = create({ onReconnecting, checkBeforeReconnect });
    client.connect();
    (FakeSocket.instances.at(-1) as FakeSocket).drop();
    await vi.advanceTimersByTimeAsync(10);
    expect(onReconnecting).toHaveBeenCalledWith(1, 3);
    expect(FakeSocket.instances).toHaveLength(2);
    (FakeSocket.instances.at(-1) as FakeSocket).drop();
    await vi.advanceTimersByTimeAsync(10);
    await vi.advanceTimersByTimeAsync(5000);
    expect(checkBeforeReconnect).toHaveBeenCalledTimes(2);
    expect(onReconnecting).toHaveBeenCalledTimes(1);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('still retries when the state check itself fails', async () => {
    const onReconnecting = vi.fn();
    const client = create({
      onReconnecting,
      checkBeforeReconnect: () => Promise.reject(new Error('offline')),
    });
    client.connect();
    (FakeSocket.instances.at(-1) as FakeSocket).drop();
    await vi.advanceTimersByTimeAsync(10);
    expect(onReconnecting).toHaveBeenCalledWith(1, 3);
    expect(FakeSocket.instances).toHaveLength(2);
  });
});
