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
  online: number;
  likes: number;
  followPending: boolean;
  onFollow: () => void;
  onClose: () => void;
}

/** The anchor's shop (to its page), likes, follow, how many are watching, and close. */
export function LiveHeader({
  room,
  online,
  likes,
  followPending,
  onFollow,
  onClose,
}: LiveHeaderProps) {
  const { t } = useTranslation(['find', 'common']);
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
          pending={followPending}
          onClick={onFollow}
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
