import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../../components/layout/paged-list';
import { catalogQueries } from '../../api/catalog-queries';
import { ShopRow } from './shop-row';

/** Shops by name (all shops for an empty search), paged at reach-bottom. */
export function ShopList({ search }: { search: string }) {
  const { t } = useTranslation('catalog');
  const query = useInfiniteQuery(catalogQueries.shops(search));
  return (
    <PagedList
      query={query}
      renderItem={(shop) => <ShopRow key={shop.id} shop={shop} />}
      empty={{
        icon: 'store',
        title: search ? t('shops.noMatchTitle') : t('shops.emptyTitle'),
        description: search
          ? t('shops.noMatchDescription', { search })
          : t('shops.emptyDescription'),
      }}
    />
  );
}
