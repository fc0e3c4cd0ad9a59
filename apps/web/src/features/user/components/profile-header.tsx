import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icon';
import { formatCount } from '../../../lib/count-format';
import { useStatisticsStore } from '../../../stores/statistics-store';
import { useUserStore } from '../../../stores/user-store';
import { DYNAMIC_SHORTCUTS } from '../account-entries';
import { MyAvatar } from './my-avatar';
import styles from './profile-header.module.css';
import { PAGES } from '../../../lib/paths';

/** My page header: avatar, nickname, level and id (or a login prompt), with the dynamic counters. */
export function ProfileHeader() {
  const { t } = useTranslation('user');
  const user = useUserStore();
  const dynamic = useStatisticsStore((state) => state.dynamic);
  const unread = useStatisticsStore(
    (state) => state.notice.chat + state.notice.notice + state.notice.order,
  );

  return (
    <header className={styles.header}>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>{t('routes:userCenter')}</h1>
        <Link to={PAGES.notice} className={styles.tool} aria-label={t('header.messages')}>
          <Icon name="mail" size={22} />
          {unread > 0 && <span className={styles.dot}>{formatCount(unread, { cap99: true })}</span>}
        </Link>
        <Link to={PAGES.setting} className={styles.tool} aria-label={t('entries.settings')}>
          <Icon name="settings" size={22} />
        </Link>
      </div>
      {user.isLogin ? (
        <Link to={PAGES.settingUser} className={styles.identity}>
          <MyAvatar size={64} />
          <div className={styles.names}>
            <div className={styles.nameRow}>
              <span className={styles.nickname}>{user.nickname || user.username}</span>
              <span className={styles.level}>
                <Icon name="crown" size={12} strokeWidth={2.2} />{' '}
                {t('header.level', { level: user.level })}
              </span>
            </div>
            <span className={styles.meta}>{t('header.id', { id: user.id })}</span>
          </div>
          <Icon name="right" size={18} className={styles.chevron} />
        </Link>
      ) : (
        <div className={styles.identity}>
          <Avatar alt={t('header.avatar')} size={64} />
          <div className={styles.names}>
            <span className={styles.nickname}>{t('header.visitor')}</span>
            <span className={styles.meta}>{t('header.visitorHint')}</span>
          </div>
          <Link to={`${PAGES.auth}?redirect=%2Fpages%2Fuser`} className={styles.loginButton}>
            {t('header.login')}
          </Link>
        </div>
      )}
      <nav className={styles.stats} aria-label={t('header.stats')}>
        {DYNAMIC_SHORTCUTS.map((item) => (
          <Link key={item.key} to={item.path} className={styles.stat}>
            <strong>{formatCount(dynamic[item.key])}</strong>
            <span>{t(`dynamic.${item.key}`)}</span>
          </Link>
        ))}
      </nav>
    </header>
  );
}
