import { SOCKET_PATH } from '@cloudmall/contract';
import { chatRoutes } from '@cloudmall/contract/chat';
import {
  merchantDeskRoutes,
  merchantOrderRoutes,
  merchantRefundRoutes,
} from '@cloudmall/contract/merchant';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reloadPushed } from '../../../lib/query';

/** What a `shop_changed` push makes stale: the badges, the dashboard and the lists it concerns. */
export function staleRoutesOf(what: 'order' | 'refund') {
  const lists =
    what === 'order'
      ? [merchantOrderRoutes.orderList, merchantOrderRoutes.orderDetail]
      : [merchantRefundRoutes.refundList];
  return [merchantDeskRoutes.badges, merchantDeskRoutes.dashboard, ...lists];
}

function reload(queryClient: QueryClient, routes: ReturnType<typeof staleRoutesOf>) {
  for (const route of routes) void reloadPushed(queryClient, route);
}

type Listener = (live: boolean) => void;

let socket: WebSocket | undefined;
let users = 0;
let retry: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();
let live = false;

function setLive(value: boolean) {
  live = value;
  for (const listener of listeners) listener(value);
}

function open(queryClient: QueryClient) {
  const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${SOCKET_PATH}`;
  const ws = new WebSocket(url);
  socket = ws;
  ws.onmessage = (event) => {
    let message: { type?: string; client_id?: string; what?: 'order' | 'refund' };
    try {
      message = JSON.parse(String(event.data)) as typeof message;
    } catch {
      return;
    }
    if (message.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
    if (message.type === 'init' && message.client_id)
      api.call(chatRoutes.shake, { client_id: message.client_id }).then(
        () => {
          setLive(true);
          // What changed before the socket was bound (or while it was down) pushed nothing here.
          reload(queryClient, [...staleRoutesOf('order'), ...staleRoutesOf('refund')]);
        },
        () => setLive(false),
      );
    if (message.type === 'shop_changed' && message.what)
      reload(queryClient, staleRoutesOf(message.what));
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = undefined;
    setLive(false);
    if (users > 0) retry = setTimeout(() => open(queryClient), 5_000);
  };
}

/**
 * Keeps one push socket open while a merchant page or badge is shown; `shop_changed` pushes reload
 * the badges and lists. Answers whether pushes arrive (when not, the badges poll as a fallback).
 */
export function subscribeMerchantLive(queryClient: QueryClient, listener: Listener): () => void {
  users += 1;
  listeners.add(listener);
  listener(live);
  if (!socket && !retry) open(queryClient);
  return () => {
    users -= 1;
    listeners.delete(listener);
    if (users > 0) return;
    clearTimeout(retry);
    retry = undefined;
    const closing = socket;
    socket = undefined;
    closing?.close();
    setLive(false);
  };
}
