import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { RecordPage } from '../../components/layout/record-page';
import { catalogQueries } from '../../features/catalog/api/catalog-queries';
import {
  goodsFiltersQuery,
  readGoodsFilters,
  type GoodsFilters,
} from '../../features/catalog/goods-list-params';
import { MissingRecord, QueryView } from '../../features/catalog/components/query-view';
import { ShopCategories } from '../../features/catalog/components/shops/shop-categories';
import { ShopGoods } from '../../features/catalog/components/shops/shop-goods';
import { ShopHeader } from '../../features/catalog/components/shops/shop-header';
import { useShopFollow } from '../../features/catalog/hooks/use-shop-follow';
import { useUserStore } from '../../stores/user-store';

function ShopView({ id }: { id: number }) {
  const [params, setParams] = useSearchParams();
  // the key carries the member (follow flag): a login or logout here loads the shop again
  useUserStore((state) => state.id);
  const query = useQuery(catalogQueries.shop(id));
  const follow = useShopFollow();
  const filters = useMemo(() => ({ ...readGoodsFilters(params), shop_id: id }), [params, id]);
  const update = (change: Partial<GoodsFilters>) => {
    const { shop_id: _shop, ...rest } = { ...filters, ...change };
    setParams({ id: String(id), ...goodsFiltersQuery(rest) }, { replace: true });
  };
  const page = query.data;
  if (!page) {
    // loading, failed or gone: the standard bar keeps a way back
    return (
      <PageShell>
        <QueryView query={query} goneIcon="store">
          {() => null}
        </QueryView>
      </PageShell>
    );
  }
  return (
    <PageShell navBar={false} title={page.shop.shopname}>
      <ShopHeader
        shop={page.shop}
        followPending={follow.pending === id}
        onFollow={() => follow.toggle(id)}
      />
      <ShopCategories
        categories={page.category}
        active={filters.category_id}
        onPick={(categoryId) => update({ category_id: categoryId })}
      />
      <ShopGoods filters={filters} onChange={update} />
    </PageShell>
  );
}

/** /pages/shop/index?id= (custom nav): the shop's banner and card, follow, its categories and goods with sort. */
export default function ShopIndexPage() {
  const { t } = useTranslation('catalog');
  const missing = (
    <MissingRecord
      icon="store"
      title={t('shop.missingTitle')}
      description={t('shop.missingDescription')}
    />
  );
  return (
    <RecordPage ownShell missing={missing}>
      {(id) => <ShopView key={id} id={id} />}
    </RecordPage>
  );
}
