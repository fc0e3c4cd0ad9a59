import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { toggleShopFollow } from '../api/find-api';
import type { LiveRoom } from '../api/find-queries';

/** Following the shop of a live room: one request at a time; the room takes the answer and a toast says it. */
export function useRoomFollow(room: LiveRoom | undefined, setRoom: (room: LiveRoom) => void) {
  const { t } = useTranslation('find');
  const [pending, setPending] = useState(false);
  const toggle = () => {
    if (!room || pending) return;
    setPending(true);
    toggleShopFollow(room.shop.id)
      .then((following) => {
        setRoom({ ...room, is_follow: following });
        toast.success(t(following ? 'follow.followed' : 'follow.unfollowed'));
      })
      .catch(() => undefined) // the request layer showed the failure
      .finally(() => setPending(false));
  };
  return { pending, toggle };
}
