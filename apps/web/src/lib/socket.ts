import {
  SOCKET_PATH,
  ServerInitMessageSchema,
  ServerPingMessageSchema,
  type ClientMessage,
} from '@cloudmall/contract';
import { STORAGE_KEYS, writeString } from './storage';

/** Any pushed message; chat, order and notice handlers subscribe in later features. */
export type ServerMessage = { type: string } & Record<string, unknown>;

export interface SocketClientOptions {
  url: string;
  /** Spec §9: reconnect at most 3 times. */
  maxReconnects?: number;
  reconnectDelayMs?: number;
  onReconnecting?: (attempt: number, max: number) => void;
  onBlocked?: () => void;
  /**
   * Spec §4: asked before each reconnect (chat state). False (the service is down) stops reconnecting
   * until the next `connect()`; a failed check retries anyway.
   */
  checkBeforeReconnect?: () => Promise<boolean>;
  createWebSocket?: (url: string) => WebSocket;
}

/** `ws(s)://<host>/ws` on the page's own origin. */
export function socketUrl(
  location: Pick<Location, 'protocol' | 'host'> = window.location,
  path = SOCKET_PATH,
): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

function parseMessage(raw: unknown): ServerMessage | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { type?: unknown }).type === 'string'
    ) {
      return value as ServerMessage;
    }
  } catch {
    // not JSON: ignored
  }
  return undefined;
}

/** The push socket: stores the client id on `init`, answers `ping` with `pong`, reconnects up to 3 times. */
export function createSocketClient(options: SocketClientOptions) {
  const maxReconnects = options.maxReconnects ?? 3;
  const listeners = new Set<(message: ServerMessage) => void>();
  const open = options.createWebSocket ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | undefined;
  let wanted = false;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let clientId: string | undefined;

  const send = (message: ClientMessage) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const handle = (message: ServerMessage) => {
    const init = ServerInitMessageSchema.safeParse(message);
    if (init.success) {
      clientId = init.data.client_id;
      writeString(STORAGE_KEYS.chatClientId, clientId);
    }
    if (ServerPingMessageSchema.safeParse(message).success) send({ type: 'pong' });
    for (const listener of listeners) listener(message);
  };

  const reconnect = (available: boolean) => {
    // closed on purpose, reopened by connect() meanwhile, or the service is down
    if (!wanted || socket || timer || !available) return;
    attempts += 1;
    options.onReconnecting?.(attempts, maxReconnects);
    timer = setTimeout(start, options.reconnectDelayMs ?? 2000);
  };

  const scheduleReconnect = () => {
    if (!wanted) return;
    if (attempts >= maxReconnects) {
      options.onBlocked?.();
      return;
    }
    if (!options.checkBeforeReconnect) return reconnect(true);
    options.checkBeforeReconnect().then(reconnect, () => reconnect(true));
  };

  function start() {
    timer = undefined;
    clientId = undefined;
    const current = open(options.url);
    socket = current;
    current.onopen = () => {
      attempts = 0;
    };
    current.onmessage = (event: MessageEvent) => {
      const message = parseMessage(event.data);
      if (message) handle(message);
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = undefined;
      clientId = undefined;
      scheduleReconnect();
    };
  }

  return {
    /** Opens the socket unless it is already open or connecting. */
    connect(): void {
      wanted = true;
      if (socket || timer) return;
      attempts = 0;
      start();
    },
    /** Closes the socket on purpose (page hidden, logout); no reconnect follows. */
    close(): void {
      wanted = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const current = socket;
      socket = undefined;
      clientId = undefined;
      current?.close();
    },
    send,
    /** Listens to every pushed message; returns the unsubscribe function. */
    subscribe(listener: (message: ServerMessage) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isOpen: () => socket?.readyState === WebSocket.OPEN,
    /** The client id `init` gave the current connection (undefined until then, and after it closes). */
    clientId: () => clientId,
  };
}

export type SocketClient = ReturnType<typeof createSocketClient>;

/** Spec §4: the socket connects while the app is shown and closes while it is hidden. */
export function bindSocketToVisibility(client: SocketClient, doc: Document = document): () => void {
  const sync = () => (doc.visibilityState === 'hidden' ? client.close() : client.connect());
  sync();
  doc.addEventListener('visibilitychange', sync);
  return () => {
    doc.removeEventListener('visibilitychange', sync);
    client.close();
  };
}
