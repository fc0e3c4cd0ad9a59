import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import { Icon } from '../../../../components/ui/icon';
import { formatCount } from '../../../../lib/count-format';
import type { FindProfile } from '../../api/find-queries';
import { findPaths } from '../../find-navigation';
import { useMemberFollow } from '../../hooks/use-member-follow';
import { FollowButton } from '../common/follow-button';
import styles from './profile-header.module.css';

/** A member's feed profile: avatar, name, bio, counts (following / fans open their lists), follow or publish. */
export function ProfileHeader({ profile, isMe }: { profile: FindProfile; isMe: boolean }) {
  const { t } = useTranslation('find');
  const follow = useMemberFollow();
  const counts = [
    { key: 'posts', value: profile.posts },
    { key: 'following', value: profile.follow, to: findPaths.people(profile.user_id, 'follow') },
    { key: 'fans', value: profile.fans, to: findPaths.people(profile.user_id, 'fans') },
    { key: 'praised', value: profile.praised },
  ];
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Avatar src={profile.avatar} alt="" size={64} className={styles.avatar} />
        <div className={styles.who}>
          <h2 className={styles.name}>{profile.nickname}</h2>
          <p className={styles.bio}>{profile.bio || t('profile.noBio')}</p>
        </div>
        {isMe ? (
          <Link to={findPaths.publish} className={styles.publish}>
            <Icon name="plus" size={16} strokeWidth={2.2} />
            {t('publish.short')}
          </Link>
        ) : (
          <FollowButton
            following={profile.is_follow}
            pending={follow.pending === profile.user_id}
            onClick={() => follow.toggle(profile.user_id)}
          />
        )}
      </div>
      <ul className={styles.counts}>
        {counts.map((count) => {
          const body = (
            <>
              <strong>{formatCount(count.value)}</strong>
              <span>{t(`profile.${count.key}`)}</span>
            </>
          );
          return (
            <li key={count.key}>
              {count.to ? (
                <Link to={count.to} className={styles.count}>
                  {body}
                </Link>
              ) : (
                <span className={styles.count}>{body}</span>
              )}
            </li>
          );
        })}
      </ul>
    </header>
  );
}
