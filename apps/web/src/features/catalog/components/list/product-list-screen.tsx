import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../../../components/layout/page-shell';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { RefreshList } from '../../../../components/ui/refresh-list';
import { catalogQueries } from '../../api/catalog-queries';
import {
  goodsFiltersQuery,
  nextSort,
  readGoodsFilters,
  type GoodsFilters,
} from '../../goods-list-params';
import { useListPreferences } from '../../hooks/use-list-preferences';
import { useListTitle } from '../../hooks/use-list-title';
import { GoodsFeed } from '../../../../components/goods/goods-feed';
import { LayoutSheet } from './layout-sheet';
import { PriceFilterSheet } from './price-filter-sheet';
import { SortBar } from './sort-bar';
import { PAGES } from '../../../../lib/paths';
import { IconButton } from '../../../../components/ui/icon-button';

/**
 * The product list (`?category_id&search&shop_id`, sort and price in the query too): sort bar, price
 * sheet, layout and gutter sheet (kept in local storage), paged goods at reach-bottom, pull to refresh.
 */
export function ProductListScreen() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readGoodsFilters(params), [params]);
  const [preferences, setPreferences] = useListPreferences();
  const [sheet, setSheet] = useState<'price' | 'layout'>();
  const query = useInfiniteQuery(catalogQueries.goodsList(filters));
  const title = useListTitle(filters);
  const priced = filters.price_min !== undefined || filters.price_max !== undefined;

  const update = (change: Partial<GoodsFilters>) => {
    setParams(goodsFiltersQuery({ ...filters, ...change }), { replace: true });
    document.documentElement.scrollTop = 0; // a new sort or range starts at the top
  };
  const openSearch = () =>
    void navigate(
      `${PAGES.search}${filters.search ? `?search=${encodeURIComponent(filters.search)}` : ''}`,
    );

  return (
    <PageShell
      title={title}
      right={
        <IconButton
          icon="search"
          size={22}
          className="cm-text-button"
          onClick={openSearch}
          label={t('search.open')}
        />
      }
    >
      <SortBar
        filters={filters}
        onSort={(sort) => update(nextSort(filters, sort))}
        onFilter={() => setSheet('price')}
        filterActive={priced}
        onLayout={() => setSheet('layout')}
      />
      <RefreshList onRefresh={async () => void (await query.refetch())}>
        <GoodsFeed
          query={query}
          layout={preferences.layout}
          gutter={preferences.gutter}
          empty={{
            icon: 'search',
            title: t('list.emptyTitle'),
            description: t(priced ? 'list.emptyPriced' : 'list.emptyDescription'),
            action: priced ? (
              <PrimaryButton
                variant="outline"
                onClick={() => update({ price_min: undefined, price_max: undefined })}
              >
                {t('filter.reset')}
              </PrimaryButton>
            ) : undefined,
          }}
        />
      </RefreshList>
      <PriceFilterSheet
        visible={sheet === 'price'}
        min={filters.price_min}
        max={filters.price_max}
        onClose={() => setSheet(undefined)}
        onApply={(range) => {
          setSheet(undefined);
          update({ price_min: range.price_min, price_max: range.price_max });
        }}
      />
      <LayoutSheet
        visible={sheet === 'layout'}
        preferences={preferences}
        onChange={setPreferences}
        onClose={() => setSheet(undefined)}
      />
    </PageShell>
  );
}
