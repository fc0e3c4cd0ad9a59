import type { TeamMember } from '@cloudmall/contract/team';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/layout/paged-list';
import { Avatar } from '../../../components/ui/avatar';
import { TabStrip } from '../../../components/ui/tab-strip';
import { formatPrice } from '../../../lib/money';
import { formatDate } from '../../../lib/time';
import { useQueryTab } from '../../../lib/use-query-tab';
import { teamQueries } from '../api/team-queries';
import styles from './team.module.css';

const LEVELS = [1, 2] as const;

/** One team member: face, when they joined, how many they invited, what they brought. */
function MemberRow({ member }: { member: TeamMember }) {
  const { t } = useTranslation('team');
  return (
    <li className={styles.row} data-testid="team-member">
      <Avatar src={member.avatar} name={member.nickname} alt={member.nickname} size={40} />
      <div className={styles.main}>
        <span className={styles.name}>{member.nickname}</span>
        <span className={styles.meta}>
          {t('members.joined', { date: formatDate(member.joined_at) })} ·{' '}
          {t('members.invited', { count: member.invited })}
        </span>
      </div>
      <div className={styles.side}>
        <span className={styles.amount}>{formatPrice(member.contribution)}</span>
        <span className={styles.meta}>{t('members.contribution')}</span>
      </div>
    </li>
  );
}

/** Direct and second-level members in tabs, newest first, loading more at reach-bottom. */
export function TeamMembers({ counts }: { counts: { level1: number; level2: number } }) {
  const { t } = useTranslation('team');
  const [level, setLevel] = useQueryTab('level', LEVELS, 1);
  const query = useInfiniteQuery(teamQueries.members(level));
  return (
    <>
      <TabStrip
        label={t('members.tabs')}
        value={level}
        onChange={setLevel}
        tabs={[
          { value: 1, label: t('members.level1', { count: counts.level1 }) },
          { value: 2, label: t('members.level2', { count: counts.level2 }) },
        ]}
      />
      <PagedList
        query={query}
        renderItem={(member) => <MemberRow key={member.user_id} member={member} />}
        empty={{
          icon: 'team',
          title: t(level === 1 ? 'members.empty1' : 'members.empty2'),
          description: t('members.emptyText'),
        }}
      />
    </>
  );
}
