import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { copyWithToast } from '../../../../lib/copy-with-toast';
import { withSharerId } from '../../../../lib/share-link';
import { useUserStore } from '../../../../stores/user-store';
import type { GoodsDetail } from '../../api/catalog-queries';
import { useFavourite } from '../../hooks/use-favourite';
import { useGoodsPurchase } from '../../hooks/use-goods-purchase';
import { totalStock } from '../../../../lib/sku-selection';
import { GuessYouLike } from '../../../../components/goods/guess-you-like';
import { GoodsActionBar } from './goods-action-bar';
import { GoodsContent } from '../../../../components/goods/goods-content';
import { GoodsGallery } from '../../../../components/goods/goods-gallery';
import { GoodsSummary } from './goods-summary';
import { ReviewSummary } from './review-summary';
import { ShopCard } from '../../../../components/goods/shop-card';
import { ShopRecommend } from './shop-recommend';
import { SkuSheet } from './sku-sheet';
import { SpecRow } from './spec-row';
import styles from './goods-detail-view.module.css';
import { PAGES, paths } from '../../../../lib/paths';

/** The chat hand-off of a goods: /pages/notice/chat with the shop's member, the shop and the goods card. */
export function chatPath(goods: GoodsDetail): string {
  const card = JSON.stringify({
    id: goods.id,
    title: goods.title,
    image: goods.image,
    price: goods.price,
  });
  return `${PAGES.chat}?to_id=${goods.shop_card.user_id}&shop_id=${goods.shop_card.id}&goods=${encodeURIComponent(card)}`;
}

/** Everything of one goods: gallery, price, specs, shop, reviews, recommendations, description, likes. */
export function GoodsDetailView({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const purchase = useGoodsPurchase(goods);
  const favourite = useFavourite(goods.id);
  const soldOut = totalStock(goods.sku) === 0;

  const share = () => {
    const link = withSharerId(paths.goods(goods.id), useUserStore.getState().id);
    return copyWithToast(link, (outcome) => t(`share.${outcome}`));
  };

  return (
    <div className={styles.view}>
      <GoodsGallery
        images={goods.images.length > 0 ? goods.images : [goods.image]}
        title={goods.title}
      />
      <GoodsSummary goods={goods} sku={purchase.sku} onShare={() => void share()} />
      <SpecRow
        spu={goods.spu}
        selection={purchase.selection}
        quantity={purchase.quantity}
        onOpen={() => purchase.setMode('choose')}
      />
      <ShopCard shop={goods.shop_card} />
      <ReviewSummary goods={goods} />
      <ShopRecommend goods={goods.shop_recommend} />
      <GoodsContent html={goods.content} />
      <GuessYouLike pages="goods" />
      <GoodsActionBar
        favourite={goods.follow}
        favouritePending={favourite.pending}
        soldOut={soldOut}
        onShop={() => void navigate(paths.shop(goods.shop_card.id))}
        onChat={() => void navigate(chatPath(goods))}
        onFavourite={favourite.toggle}
        onCart={() => purchase.setMode('cart')}
        onBuy={() => purchase.setMode('buy')}
      />
      <SkuSheet
        goods={goods}
        mode={purchase.mode}
        choice={purchase}
        onConfirm={purchase.confirm}
        onClose={() => purchase.setMode(undefined)}
      />
    </div>
  );
}
