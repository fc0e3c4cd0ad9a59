import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useUserStore } from '../../../stores/user-store';
import { chatEvents } from '../../../lib/realtime/chat-events';
import { enterLiveRoom, leaveLiveRoom } from '../api/find-api';
import type { LiveRoom } from '../api/find-queries';
import { initialLiveState, liveReducer, toLiveEvent } from '../live/live-messages';

/**
 * A live room while the page is open: enters it (`play`) and leaves it (`unload`) on the way out and
 * while the app is hidden (entering again when shown), and folds the room's `live` pushes (from the
 * chat event bus) into online, likes, chat lines, ended and the goods (`update`). `onOthersLike` runs for every like by someone else (for the heart burst).
 */
export function useLiveRoom(roomId: number, onOthersLike: () => void) {
  const [room, setRoom] = useState<LiveRoom>();
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  const [state, dispatch] = useReducer(liveReducer, { online: 0, likes: 0 }, initialLiveState);
  const othersLike = useRef(onOthersLike);
  useEffect(() => {
    othersLike.current = onOthersLike;
  });

  useEffect(() => {
    let controller = new AbortController();
    const me = useUserStore.getState().id;
    // listen first: our own `coming` may arrive before the answer
    const stop = chatEvents.on('live', (raw) => {
      const event = toLiveEvent(raw);
      if (!event || event.group !== String(roomId)) return;
      dispatch({ type: 'push', event });
      // the merchant changed the room's goods (protocol `live/cloud`)
      const goods = event.type === 'update' ? event.goods : undefined;
      if (goods) setRoom((current) => current && { ...current, goods });
      if (event.type === 'like' && event.from.id !== me) othersLike.current();
    });
    const enter = () => {
      const current = new AbortController();
      controller = current;
      enterLiveRoom(roomId, current.signal).then(
        (entered) => {
          setRoom(entered);
          dispatch({
            type: 'entered',
            online: entered.online,
            likes: entered.likes,
            ended: entered.status === 'ended',
          });
        },
        (failure: unknown) => {
          if (!current.signal.aborted) setError(failure);
        },
      );
    };
    const leave = () => {
      controller.abort();
      void leaveLiveRoom(roomId);
    };
    // like the socket (spec §4), the room is left while the app is hidden and entered again when shown
    const onVisibility = () => (document.visibilityState === 'hidden' ? leave() : enter());
    enter();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
      leave();
    };
  }, [roomId, attempt]);

  const retry = useCallback(() => {
    setError(undefined);
    setAttempt((value) => value + 1);
  }, []);
  const liked = useCallback((likes: number) => dispatch({ type: 'liked', likes }), []);
  return { room, setRoom, error, retry, state, liked };
}
