import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GoodsGrid } from '../../../components/goods/goods-grid';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { RefreshPagedList } from '../../../components/layout/paged-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { poolQueries } from '../api/pool-queries';

/** The mining machines for sale: the goods of the category the server names, as rows. */
export function MachineList() {
  const { t } = useTranslation('pool');
  const coins = useQuery(poolQueries.coins());
  if (coins.isPending) return <ListSkeleton />;
  if (coins.isError) return <QueryFailedView query={coins} />;
  const categoryId = coins.data.machine_category_id;
  if (!categoryId) return <EmptyState icon="cpu" title={t('machines.empty')} />;
  return <MachineGoods categoryId={categoryId} />;
}

function MachineGoods({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('pool');
  const query = useInfiniteQuery(poolQueries.machines(categoryId));
  return (
    <RefreshPagedList
      query={query}
      variant="plain"
      empty={{ icon: 'cpu', title: t('machines.empty'), description: t('machines.emptyHint') }}
      renderList={(goods) => (
        <div data-testid="machine-list">
          <GoodsGrid goods={goods} layout={1} />
        </div>
      )}
    />
  );
}
