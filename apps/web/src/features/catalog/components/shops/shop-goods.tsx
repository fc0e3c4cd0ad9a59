import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { catalogQueries } from '../../api/catalog-queries';
import { nextSort, type GoodsFilters } from '../../goods-list-params';
import { useListPreferences } from '../../hooks/use-list-preferences';
import { GoodsFeed } from '../../../../components/goods/goods-feed';
import { SortBar } from '../list/sort-bar';

interface ShopGoodsProps {
  filters: GoodsFilters;
  onChange: (change: Partial<GoodsFilters>) => void;
}

/** The shop's goods with the sort bar, in the shopper's list layout, paged at reach-bottom. */
export function ShopGoods({ filters, onChange }: ShopGoodsProps) {
  const { t } = useTranslation('catalog');
  const [preferences] = useListPreferences();
  const query = useInfiniteQuery(catalogQueries.goodsList(filters));
  return (
    <>
      <SortBar
        filters={filters}
        onSort={(sort) => onChange(nextSort(filters, sort))}
        stickyTop="0px"
      />
      <GoodsFeed
        query={query}
        layout={preferences.layout}
        gutter={preferences.gutter}
        empty={{ icon: 'box', title: t('shop.noGoods') }}
      />
    </>
  );
}
