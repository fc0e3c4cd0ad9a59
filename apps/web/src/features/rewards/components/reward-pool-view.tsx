import type { RewardPool } from '@cloudmall/contract/rewards';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/page-shell';
import { PagedList } from '../../../components/layout/paged-list';
import { RefreshList } from '../../../components/ui/refresh-list';
import { rewardsKeys, rewardsQueries } from '../api/rewards-queries';
import { IncomeRow } from './income-row';
import { RewardFigures } from './reward-figures';
import styles from './rewards-page.module.css';

/**
 * A reward pool's page (team, ad, subsidy): the member's totals from the pool, where the money comes
 * from, and each reward with its reason, date and release date, paged.
 */
export function RewardPoolView({ pool }: { pool: RewardPool }) {
  const { t } = useTranslation('rewards');
  const queryClient = useQueryClient();
  const totals = useQuery(rewardsQueries.totals(pool));
  const list = useInfiniteQuery(rewardsQueries.list(pool));
  const refresh = () => queryClient.refetchQueries({ queryKey: rewardsKeys.all });
  return (
    <PageShell>
      <RefreshList onRefresh={refresh}>
        <RewardFigures
          title={t(`pools.${pool}.title`)}
          failed={totals.isError}
          figures={[
            { label: t('totals.total'), amount: totals.data?.total },
            { label: t('totals.held'), amount: totals.data?.held },
            { label: t('totals.released'), amount: totals.data?.released },
          ]}
          note={t(`pools.${pool}.source`)}
        />
        <h2 className={styles.section}>{t('list.title')}</h2>
        <PagedList
          query={list}
          renderItem={(reward) => <IncomeRow key={reward.id} item={reward} />}
          empty={{
            icon: 'gift',
            title: t('list.emptyTitle'),
            description: t(`pools.${pool}.empty`),
          }}
        />
      </RefreshList>
    </PageShell>
  );
}
