import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import type { GoodsDetail } from '../api/catalog-queries';
import { addToCart } from '../../../stores/cart/cart-add';
import type { SheetMode } from '../components/detail/sku-sheet';
import { useSkuChoice } from '../../../lib/use-sku-choice';
import { PAGES } from '../../../lib/paths';

/** Checkout of spec §2: addorder with type=cart and data, the chosen goods each with goods_id, number, sku_id. */
export function checkoutPath(
  items: { goods_id: number; number: number; sku_id: number }[],
): string {
  return `${PAGES.addorder}?type=cart&data=${encodeURIComponent(JSON.stringify(items))}`;
}

/** The SKU sheet's state and its two outcomes: add to the local cart, or buy now (checkout needs login). */
export function useGoodsPurchase(goods: GoodsDetail) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const choice = useSkuChoice(goods);
  const [mode, setMode] = useState<SheetMode>();

  const confirm = (action: 'cart' | 'buy') => {
    const settled = choice.settled();
    if (!settled) return;
    const { sku, number } = settled;
    setMode(undefined);
    if (action === 'buy') {
      void navigate(checkoutPath([{ goods_id: goods.id, number, sku_id: sku.id }]));
      return;
    }
    addToCart({
      shop: { shop_id: goods.shop_card.id, shop_name: goods.shop_card.shopname },
      goods_id: goods.id,
      sku_id: sku.id,
      title: goods.title,
      image: goods.image,
      price: sku.price,
      number,
      stock: sku.stock,
      difference: sku.difference.join(', '),
    });
    toast.success(t('detail.addedToCart'));
  };

  return { ...choice, mode, setMode, confirm };
}
