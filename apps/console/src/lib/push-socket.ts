import { SOCKET_PATH, ServerInitMessageSchema, ServerPingMessageSchema } from '@cloudmall/contract';
import { chatRoutes } from '@cloudmall/contract/chat';
import { useEffect, useRef } from 'react';
import { api } from './api';

/** Any pushed message (`chat`, `order`, `notice`, `change`...). */
export type PushMessage = { type: string } & Record<string, unknown>;

const RECONNECT_MS = 3000;

/**
 * The console's push socket (`/ws`, like the member app's): on `init` it binds the socket to the
 * console session with `chat/shake` (so the caller's pushes, the shop's chats too, arrive here),
 * answers `ping`, and reconnects while the page wants it. `onPush` sees every pushed message.
 */
export function usePushSocket(
  onPush: (message: PushMessage) => void,
  /** Told `true` once the socket is bound to the session, `false` when binding fails or it closes. */
  onLive?: (live: boolean) => void,
): void {
  const listener = useRef(onPush);
  const liveListener = useRef(onLive);
  useEffect(() => {
    listener.current = onPush;
    liveListener.current = onLive;
  }, [onPush, onLive]);

  useEffect(() => {
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wanted = true;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOCKET_PATH}`;

    const open = () => {
      const current = new WebSocket(url);
      socket = current;
      current.onmessage = (event: MessageEvent) => {
        let message: PushMessage;
        try {
          message = JSON.parse(String(event.data)) as PushMessage;
        } catch {
          return;
        }
        const init = ServerInitMessageSchema.safeParse(message);
        if (init.success)
          api.call(chatRoutes.shake, { client_id: init.data.client_id }).then(
            () => liveListener.current?.(true),
            () => liveListener.current?.(false),
          );
        if (ServerPingMessageSchema.safeParse(message).success)
          current.send(JSON.stringify({ type: 'pong' }));
        listener.current(message);
      };
      current.onclose = () => {
        if (socket !== current || !wanted) return;
        socket = undefined;
        liveListener.current?.(false);
        timer = setTimeout(open, RECONNECT_MS);
      };
    };
    open();
    return () => {
      wanted = false;
      if (timer) clearTimeout(timer);
      socket?.close();
    };
  }, []);
}
