import type { Sku } from '@cloudmall/contract/catalog';
import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '../../api/catalog-queries';
import { priceRange, totalStock, type Selection } from '../../../../lib/sku-selection';
import { SkuSheetFrame } from '../../../../components/goods/sku-sheet-frame';
import styles from '../../../../components/goods/sku-sheet.module.css';

export type SheetMode = 'choose' | 'cart' | 'buy';

interface SkuSheetProps {
  goods: GoodsDetail;
  mode: SheetMode | undefined;
  selection: Selection;
  sku: Sku | undefined;
  quantity: string;
  onSelect: (index: number, value: string) => void;
  onQuantity: (value: string) => void;
  onConfirm: (action: 'cart' | 'buy') => void;
  onClose: () => void;
}

/**
 * Spec selection: one value per spec, combinations without stock disabled, the chosen SKU's price,
 * stock and picture, a quantity from 1 to the stock, then add to cart or buy now.
 */
export function SkuSheet({
  goods,
  mode,
  selection,
  sku,
  quantity,
  onSelect,
  onQuantity,
  onConfirm,
  onClose,
}: SkuSheetProps) {
  const { t } = useTranslation('catalog');
  const range = priceRange(goods.sku);
  const stock = sku ? sku.stock : totalStock(goods.sku);
  const soldOut = totalStock(goods.sku) === 0;
  const actions: ('cart' | 'buy')[] =
    mode === 'cart' ? ['cart'] : mode === 'buy' ? ['buy'] : ['cart', 'buy'];
  return (
    <SkuSheetFrame
      visible={mode !== undefined}
      goods={goods}
      selection={selection}
      price={sku?.price ?? range?.min ?? goods.price}
      stock={stock}
      quantity={quantity}
      onSelect={onSelect}
      onQuantity={onQuantity}
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
