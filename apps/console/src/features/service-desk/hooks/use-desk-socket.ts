import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { usePushSocket, type PushMessage } from '../../../lib/push-socket';
import { reloadPushed } from '../../../lib/query';
import { chatConsoleRoutes, serviceDeskRoutes } from '../api/desk-api';

export type DeskSocketState = 'connecting' | 'live' | 'offline';

/**
 * The desk's socket (the console's push socket, bound to the agent): it receives a `service_desk`
 * push whenever a member asks for a person or an agent answers; the queue and that conversation
 * reload (no timer), and both reload when the socket is bound again after a drop.
 */
export function useDeskSocket(): DeskSocketState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DeskSocketState>('connecting');

  const refresh = useCallback(
    (userId?: number) => {
      void reloadPushed(queryClient, chatConsoleRoutes.serviceQueue);
      void reloadPushed(
        queryClient,
        serviceDeskRoutes.conversation,
        userId ? { user_id: userId } : undefined,
      );
    },
    [queryClient],
  );
  const onPush = useCallback(
    (message: PushMessage) => {
      if (message.type === 'service_desk') refresh(message.user_id as number | undefined);
    },
    [refresh],
  );
  const onLive = useCallback(
    (live: boolean) => {
      setState(live ? 'live' : 'offline');
      if (live) refresh();
    },
    [refresh],
  );
  usePushSocket(onPush, onLive);
  return state;
}
