import type { RewardPool } from '@cloudmall/contract/rewards';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rewardsQueries } from '../api/rewards-queries';
import { RewardsPage } from './rewards-page';
import styles from './rewards-page.module.css';

/**
 * A reward pool's page (team, ad, subsidy): the member's totals from the pool, where the money comes
 * from, and each reward with its reason, date and release date, paged.
 */
export function RewardPoolView({ pool }: { pool: RewardPool }) {
  const { t } = useTranslation('rewards');
  const totals = useQuery(rewardsQueries.totals(pool));
  const list = useInfiniteQuery(rewardsQueries.list(pool));
  return (
    <RewardsPage
      figures={{
        title: t(`pools.${pool}.title`),
        failed: totals.isError,
        figures: [
          { label: t('totals.total'), amount: totals.data?.total },
          { label: t('totals.held'), amount: totals.data?.held },
          { label: t('totals.released'), amount: totals.data?.released },
        ],
        note: t(`pools.${pool}.source`),
      }}
      list={list}
      empty={{
        icon: 'gift',
        title: t('list.emptyTitle'),
        description: t(`pools.${pool}.empty`),
      }}
    >
      <h2 className={styles.section}>{t('list.title')}</h2>
    </RewardsPage>
  );
}
