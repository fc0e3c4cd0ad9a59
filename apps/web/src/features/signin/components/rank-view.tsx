import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { signinQueries, type RankBy } from '../api/signin-queries';
import styles from './rank.module.css';
import { TabStrip } from '../../../components/ui/tab-strip';

/** Top members by live streak or by sign-in points this month (nickname and avatar), and my place. */
export function RankView() {
  const { t } = useTranslation('signin');
  const [by, setBy] = useState<RankBy>('streak');
  const query = useQuery(signinQueries.rank(by));
  const value = (n: number) =>
    by === 'streak' ? t('days', { count: n }) : t('points', { count: n });
  return (
    <div className={styles.page}>
      <TabStrip
        tabs={[
          { value: 'streak', label: t('byStreak') },
          { value: 'points', label: t('byPoints') },
        ]}
        value={by}
        onChange={setBy}
        label={t('rankBy')}
        classNames={{ row: styles.tabs, tab: styles.tab, on: styles.tabOn }}
      />
      {query.isPending ? (
        <ListSkeleton rows={6} />
      ) : query.isError ? (
        <QueryFailedView query={query} />
      ) : (
        <>
          <section className={styles.mine} aria-label={t('myRank')}>
            <span className={styles.mineLabel}>{t('myRank')}</span>
            {query.data.mine.rank === null ? (
              <span className={styles.unranked} data-testid="signin-my-rank">
                {t('notRanked')}
              </span>
            ) : (
              <>
                <strong data-testid="signin-my-rank">#{query.data.mine.rank}</strong>
                <span className={styles.mineValue}>{value(query.data.mine.value)}</span>
              </>
            )}
          </section>
          {query.data.list.length === 0 ? (
            <EmptyState icon="crown" title={t('rankEmpty')} description={t('rankEmptyHint')} />
          ) : (
            <ol className={styles.list}>
              {query.data.list.map((row, i) => (
                <li key={i} className={`${styles.row} ${row.is_me ? styles.me : ''}`}>
                  <span className={row.rank <= 3 ? styles.medal : styles.rank}>{row.rank}</span>
                  <Avatar src={row.avatar} name={row.nickname} alt="" size={40} />
                  <span className={styles.name}>
                    {row.nickname}
                    {row.is_me && <span className={styles.youTag}>{t('you')}</span>}
                  </span>
                  <span className={styles.value}>{value(row.value)}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}
