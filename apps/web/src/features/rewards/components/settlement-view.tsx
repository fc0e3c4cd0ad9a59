import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChoiceButtons } from '../../../components/ui/tab-strip';
import { useQueryTab } from '../../../lib/use-query-tab';
import { type HoldFilter, rewardsQueries } from '../api/rewards-queries';
import { RewardsPage } from './rewards-page';
import styles from './rewards-page.module.css';

const FILTERS: readonly HoldFilter[] = ['all', 'held', 'released'];

/**
 * Reward settlement: the member's held income (rewards, commissions, script revenue) against what was
 * released, and each item with the date it becomes available, filtered and paged.
 */
export function SettlementView() {
  const { t } = useTranslation('rewards');
  const [state, choose] = useQueryTab('state', FILTERS, 'all');
  const totals = useQuery(rewardsQueries.holdTotals());
  const list = useInfiniteQuery(rewardsQueries.holds(state));
  return (
    <RewardsPage
      figures={{
        title: t('settlement.title'),
        failed: totals.isError,
        figures: [
          { label: t('totals.held'), amount: totals.data?.held },
          { label: t('totals.released'), amount: totals.data?.released },
        ],
        note: t('settlement.rule'),
      }}
      list={list}
      empty={{
        icon: 'clock',
        title: t('settlement.emptyTitle'),
        description: t('settlement.emptyText'),
      }}
    >
      <ChoiceButtons
        label={t('settlement.filter')}
        tabs={FILTERS.map((value) => ({ value, label: t(`settlement.filters.${value}`) }))}
        value={state}
        onChange={choose}
        classNames={{ row: styles.filters, tab: styles.filter, on: styles.filterOn }}
      />
    </RewardsPage>
  );
}
