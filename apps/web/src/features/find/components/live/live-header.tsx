import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import { Icon } from '../../../../components/ui/icon';
import { formatCount } from '../../../../lib/count-format';
import type { LiveRoom } from '../../api/find-queries';
import { findPaths } from '../../find-navigation';
import { FollowButton } from '../common/follow-button';
import styles from './live-header.module.css';

interface LiveHeaderProps {
  room: LiveRoom;
  /** How many are watching and the room's likes, as the live pushes last told. */
  counts: { online: number; likes: number };
  /** Following the room's shop: whether a request is on its way, and the tap. */
  follow: { pending: boolean; toggle: () => void };
  onClose: () => void;
}

/** The anchor's shop (to its page), likes, follow, how many are watching, and close. */
export function LiveHeader({ room, counts, follow, onClose }: LiveHeaderProps) {
  const { t } = useTranslation(['find', 'common']);
  const { online, likes } = counts;
  return (
    <header className={styles.header}>
      <div className={styles.shop}>
        <Link to={findPaths.shop(room.shop.id)} className={styles.who}>
          <Avatar src={room.shop.avatar} alt="" size={34} />
          <span className={styles.texts}>
            <span className={styles.name}>{room.shop.shopname}</span>
            <span className={styles.likes}>
              {t('live.likes', { count: likes, value: formatCount(likes) })}
            </span>
          </span>
        </Link>
        <FollowButton
          following={room.is_follow}
          pending={follow.pending}
          onClick={follow.toggle}
          tone="dark"
        />
      </div>
      <span className={styles.online} aria-live="polite">
        <Icon name="eye" size={14} />
        {t('live.online', { count: online, value: formatCount(online) })}
      </span>
      <button type="button" className={styles.close} onClick={onClose} aria-label={t('live.close')}>
        <Icon name="close" size={22} strokeWidth={2} />
      </button>
    </header>
  );
}
