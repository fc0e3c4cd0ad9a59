import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { catalogQueries } from '../api/catalog-queries';
import { findCategory } from '../category-tree';
import type { GoodsFilters } from '../goods-list-params';

/** The list's title: the search, else the shop's name, else the category's name, else the route title. */
export function useListTitle(filters: GoodsFilters): string | undefined {
  const { t } = useTranslation('catalog');
  const categories = useQuery({
    ...catalogQueries.categories(),
    enabled: filters.category_id !== undefined,
  });
  const shop = useQuery({
    ...catalogQueries.shop(filters.shop_id ?? 0),
    enabled: filters.shop_id !== undefined,
  });
  if (filters.search) return t('list.searchTitle', { search: filters.search });
  if (shop.data) return shop.data.shop.shopname;
  if (filters.category_id && categories.data)
    return findCategory(categories.data, filters.category_id)?.name;
  return undefined;
}
