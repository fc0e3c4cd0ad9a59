import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '../../api/catalog-queries';
import { priceRange, totalStock } from '../../../../lib/sku-selection';
import type { SkuChoice } from '../../../../lib/use-sku-choice';
import { SkuSheetFrame } from '../../../../components/goods/sku-sheet-frame';
import styles from '../../../../components/goods/sku-sheet.module.css';

export type SheetMode = 'choose' | 'cart' | 'buy';

interface SkuSheetProps {
  goods: GoodsDetail;
  mode: SheetMode | undefined;
  choice: SkuChoice;
  onConfirm: (action: 'cart' | 'buy') => void;
  onClose: () => void;
}

/**
 * Spec selection: one value per spec, combinations without stock disabled, the chosen SKU's price,
 * stock and picture, a quantity from 1 to the stock, then add to cart or buy now.
 */
export function SkuSheet({ goods, mode, choice, onConfirm, onClose }: SkuSheetProps) {
  const { t } = useTranslation('catalog');
  const { sku } = choice;
  const range = priceRange(goods.sku);
  const stock = sku ? sku.stock : totalStock(goods.sku);
  const soldOut = totalStock(goods.sku) === 0;
  const actions: ('cart' | 'buy')[] =
    mode === 'cart' ? ['cart'] : mode === 'buy' ? ['buy'] : ['cart', 'buy'];
  return (
    <SkuSheetFrame
      visible={mode !== undefined}
      goods={goods}
      choice={choice}
      price={sku?.price ?? range?.min ?? goods.price}
      stock={stock}
      onClose={onClose}
    >
      {soldOut ? (
        <button type="button" className={styles.soldOut} disabled>
          {t('detail.soldOut')}
        </button>
      ) : (
        actions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'cart' ? styles.cart : styles.buy}
            onClick={() => onConfirm(action)}
          >
            {t(action === 'cart' ? 'detail.addToCart' : 'detail.buyNow')}
          </button>
        ))
      )}
    </SkuSheetFrame>
  );
}
