import { useQueryClient } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { PageShell } from '../../../components/layout/page-shell';
import { PagedList } from '../../../components/layout/paged-list';
import { RefreshList } from '../../../components/ui/refresh-list';
import { rewardsKeys } from '../api/rewards-queries';
import { IncomeRow, type IncomeItem } from './income-row';
import { RewardFigures } from './reward-figures';

type ListProps<T> = ComponentProps<typeof PagedList<T>>;

/**
 * A rewards page: the figures card, what the page puts above its list (a title, filters), then the
 * income items paged; pulling reloads every rewards query.
 */
export function RewardsPage<T extends IncomeItem>({
  figures,
  children,
  list,
  empty,
}: {
  figures: ComponentProps<typeof RewardFigures>;
  children: ReactNode;
  list: ListProps<T>['query'];
  empty: ListProps<T>['empty'];
}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.refetchQueries({ queryKey: rewardsKeys.all });
  return (
    <PageShell>
      <RefreshList onRefresh={refresh}>
        <RewardFigures {...figures} />
        {children}
        <PagedList
          query={list}
          renderItem={(item) => <IncomeRow key={item.id} item={item} />}
          empty={empty}
        />
      </RefreshList>
    </PageShell>
  );
}
