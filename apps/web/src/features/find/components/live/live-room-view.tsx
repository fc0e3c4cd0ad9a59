import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailedView } from '../../../../components/layout/load-failed-view';
import { useGoBack } from '../../../../components/layout/use-go-back';
import { Spinner } from '../../../../components/ui/spinner';
import { toastError } from '../../../../components/ui/toast';
import { ApiError } from '@cloudmall/client';
import { likeLiveRoom, sendLiveMessage } from '../../api/find-api';
import { findPaths } from '../../find-navigation';
import { useLiveRoom } from '../../hooks/use-live-room';
import { useRoomFollow } from '../../hooks/use-room-follow';
import { GoneState } from '../common/record-view';
import { GoodsDrawer } from './goods-drawer';
import { HeartBurst, useHeartBurst } from './heart-burst';
import { HlsVideo } from './hls-video';
import { LiveBar } from './live-bar';
import { LiveChat } from './live-chat';
import { LiveHeader } from './live-header';
import styles from './live-room-view.module.css';
import { PAGES } from '../../../../lib/paths';

/**
 * A live room (members): the HLS stream, the shop with follow, who is watching, likes with a heart
 * burst, the chat overlay fed by `live` pushes, a chat box and the goods drawer. An ended room (on
 * entry, or an `end` push) goes to the summary page.
 */
export function LiveRoomView({ roomId }: { roomId: number }) {
  const { t } = useTranslation('find');
  const navigate = useNavigate();
  const close = useGoBack(PAGES.findList);
  const { hearts, burst } = useHeartBurst();
  const live = useLiveRoom(roomId, burst);
  const { room, setRoom, state } = live;
  const [goodsOpen, setGoodsOpen] = useState(false);
  const follow = useRoomFollow(room, setRoom);
  const liking = useRef(false);

  useEffect(() => {
    if (state.ended) void navigate(findPaths.endLive(roomId), { replace: true });
  }, [state.ended, navigate, roomId]);

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.messageKey === 'live_ended')
      void navigate(findPaths.endLive(roomId), { replace: true });
    else toastError(error);
  };
  const like = () => {
    burst();
    if (liking.current) return; // taps while a like is on its way only animate
    liking.current = true;
    likeLiveRoom(roomId)
      .then((answer) => live.liked(answer.likes), fail)
      .finally(() => (liking.current = false));
  };
  const send = async (text: string) => {
    try {
      await sendLiveMessage(roomId, text);
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  if (live.error) {
    const error = live.error;
    if (error instanceof ApiError && error.messageKey === 'live_not_found')
      return <GoneState icon="video" title={error.text} />;
    return (
      <LoadFailedView
        message={error instanceof ApiError ? error.text : undefined}
        onRetry={live.retry}
      />
    );
  }
  if (!room) {
    return (
      <div className={styles.room} role="status" aria-label={t('live.entering')}>
        <div className={styles.center}>
          <Spinner size={36} color="#fff" />
        </div>
      </div>
    );
  }
  return (
    <div className={styles.room}>
      <HlsVideo url={room.hls_url} poster={room.cover} />
      <LiveHeader room={room} counts={state} follow={follow} onClose={close} />
      {room.title && <p className={styles.title}>{room.title}</p>}
      <div className={styles.bottom}>
        <LiveChat lines={state.lines} />
        <LiveBar
          goodsCount={room.goods.length}
          onGoods={() => setGoodsOpen(true)}
          onSend={send}
          onLike={like}
        />
      </div>
      <HeartBurst hearts={hearts} />
      <GoodsDrawer open={goodsOpen} goods={room.goods} onClose={() => setGoodsOpen(false)} />
    </div>
  );
}
