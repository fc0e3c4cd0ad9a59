import { useTranslation } from 'react-i18next';
import { catalogQueries } from '../../features/catalog/api/catalog-queries';
import { GoodsDetailView } from '../../features/catalog/components/detail/goods-detail-view';
import { GoodsPage } from '../../features/catalog/components/detail/goods-page';

/**
 * /pages/product/goods?id=: gallery, price, SKU sheet, add to cart and buy now, favourite, share,
 * chat with the shop, shop card, reviews, recommendations, description and "guess you like".
 */
export default function ProductGoodsPage() {
  const { t } = useTranslation('catalog');
  return (
    <GoodsPage
      load={catalogQueries.goods}
      missing={{ title: t('detail.missingTitle'), description: t('detail.missingDescription') }}
    >
      {(goods) => <GoodsDetailView goods={goods} />}
    </GoodsPage>
  );
}
