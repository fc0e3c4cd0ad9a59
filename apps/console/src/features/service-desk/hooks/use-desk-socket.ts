import { SOCKET_PATH } from '@cloudmall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { routeKey } from '../../../lib/query';
import { chatConsoleRoutes, chatRoutes, serviceDeskRoutes } from '../api/desk-api';

export type DeskSocketState = 'connecting' | 'live' | 'offline';

const socketUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${SOCKET_PATH}`;

/**
 * The desk's socket (`/ws`, as in the member app): bound to the agent by `chat/shake`, it receives a
 * `service_desk` push whenever a member asks for a person or an agent answers; the queue and that
 * conversation reload (no timer). Reconnects after 3 s while the page is open.
 */
export function useDeskSocket(): DeskSocketState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DeskSocketState>('connecting');

  useEffect(() => {
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const refresh = (userId?: number) => {
      void queryClient.invalidateQueries({ queryKey: routeKey(chatConsoleRoutes.serviceQueue) });
      void queryClient.invalidateQueries({
        queryKey: userId
          ? routeKey(serviceDeskRoutes.conversation, { user_id: userId })
          : routeKey(serviceDeskRoutes.conversation),
      });
    };
    const open = () => {
      const current = new WebSocket(socketUrl());
      socket = current;
      current.onmessage = (event: MessageEvent) => {
        let message: { type?: string; client_id?: string; user_id?: number };
        try {
          message = JSON.parse(String(event.data)) as typeof message;
        } catch {
          return;
        }
        if (message.type === 'ping') current.send(JSON.stringify({ type: 'pong' }));
        if (message.type === 'init' && message.client_id)
          api.call(chatRoutes.shake, { client_id: message.client_id }).then(
            () => {
              setState('live');
              refresh();
            },
            () => setState('offline'),
          );
        if (message.type === 'service_desk') refresh(message.user_id);
      };
      current.onclose = () => {
        if (closed) return;
        setState('offline');
        timer = setTimeout(open, 3000);
      };
    };
    open();
    return () => {
      closed = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    };
  }, [queryClient]);

  return state;
}
