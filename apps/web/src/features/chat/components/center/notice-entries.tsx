import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountBadge } from '../../../../components/ui/count-badge';
import { Icon, type IconName } from '../../../../components/ui/icon';
import type { NoticeCounts } from '../../chat-types';
import { useChatStore } from '../../stores/chat-store';
import styles from './notice-entries.module.css';
import { PAGES } from '../../../../lib/paths';

interface Entry {
  key: 'notify' | 'system' | 'logistics';
  path: string;
  icon: IconName;
  count: (counts: NoticeCounts) => number;
}

/** The System page lists system notices and account notices (`notice`: wallet, KYC, deposits). */
const ENTRIES: Entry[] = [
  {
    key: 'notify',
    path: PAGES.notify,
    icon: 'bell',
    count: (counts) => counts.order,
  },
  {
    key: 'system',
    path: PAGES.system,
    icon: 'info',
    count: (counts) => counts.system + counts.notice,
  },
  {
    key: 'logistics',
    path: PAGES.noticeLogistics,
    icon: 'truck',
    count: (counts) => counts.logistics,
  },
];

/** The Message Center's header: order notifications, system messages and delivery updates, with unread badges. */
export function NoticeEntries() {
  const { t } = useTranslation('chat');
  const counts = useChatStore((state) => state.noticeCounts);
  return (
    <nav className={styles.entries} aria-label={t('center.noticesLabel')}>
      {ENTRIES.map((entry) => {
        const count = counts ? entry.count(counts) : 0;
        return (
          <Link key={entry.key} to={entry.path} className={styles.entry}>
            <span className={`${styles.icon} ${styles[entry.key]}`}>
              <Icon name={entry.icon} size={24} />
              <CountBadge
                count={count}
                className={styles.badge}
                label={t('center.unread', { count })}
              />
            </span>
            <span className={styles.label}>{t(`center.entries.${entry.key}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
