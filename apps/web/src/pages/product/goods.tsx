import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../components/layout/record-page';
import { catalogQueries } from '../../features/catalog/api/catalog-queries';
import { GoodsDetailSkeleton } from '../../features/catalog/components/detail/goods-detail-skeleton';
import { GoodsDetailView } from '../../features/catalog/components/detail/goods-detail-view';
import { MissingRecord, QueryView } from '../../features/catalog/components/query-view';
import { useUserStore } from '../../stores/user-store';

function GoodsDetailLoader({ id }: { id: number }) {
  // the key carries the member (favourite flag): a login or logout here loads the detail again
  useUserStore((state) => state.id);
  const query = useQuery(catalogQueries.goods(id));
  return (
    <QueryView query={query} skeleton={<GoodsDetailSkeleton />} goneIcon="box">
      {(goods) => <GoodsDetailView goods={goods} />}
    </QueryView>
  );
}

/**
 * /pages/product/goods?id=: gallery, price, SKU sheet, add to cart and buy now, favourite, share,
 * chat with the shop, shop card, reviews, recommendations, description and "guess you like".
 */
export default function ProductGoodsPage() {
  const { t } = useTranslation('catalog');
  return (
    <RecordPage
      missing={
        <MissingRecord
          icon="box"
          title={t('detail.missingTitle')}
          description={t('detail.missingDescription')}
        />
      }
    >
      {(id) => <GoodsDetailLoader key={id} id={id} />}
    </RecordPage>
  );
}
