import type { Sku } from '@cloudmall/contract/catalog';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icon';
import { Popup } from '../../../../components/ui/popup';
import { QuantityStepper } from '../../../../components/ui/quantity-stepper';
import { mediaUrl } from '../../../../lib/media';
import type { GoodsDetail } from '../../api/catalog-queries';
import {
  isOptionAvailable,
  missingSpecs,
  priceRange,
  totalStock,
  type Selection,
} from '../../../../lib/sku-selection';
import { Price } from '../../../../components/goods/price';
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
  const missing = missingSpecs(goods.spu, selection);
  const stock = sku ? sku.stock : totalStock(goods.sku);
  const soldOut = totalStock(goods.sku) === 0;
  const actions: ('cart' | 'buy')[] =
    mode === 'cart' ? ['cart'] : mode === 'buy' ? ['buy'] : ['cart', 'buy'];
  return (
    <Popup
      visible={mode !== undefined}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
    >
      <div className={styles.head}>
        <img src={mediaUrl(goods.image)} alt="" className={styles.image} />
        <div className={styles.headText}>
          <Price value={sku?.price ?? range?.min ?? goods.price} size="lg" />
          <span className={styles.stock}>{t('sku.stock', { count: stock })}</span>
          <span className={styles.chosen}>
            {missing.length > 0
              ? t('sku.choose', { specs: missing.join(t('sku.separator')) })
              : t('sku.chosen', { specs: selection.join(t('sku.separator')) })}
          </span>
        </div>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t('sku.close')}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      <div className={styles.body}>
        {goods.spu.map((spec, index) => (
          <fieldset key={spec.id} className={styles.spec}>
            <legend>{spec.name}</legend>
            {spec.item.map((value) => {
              const chosen = selection[index] === value;
              const available = isOptionAvailable(goods.sku, selection, index, value);
              return (
                <button
                  key={value}
                  type="button"
                  className={`${styles.option} ${chosen ? styles.chosenOption : ''}`}
                  aria-pressed={chosen}
                  disabled={!available && !chosen}
                  onClick={() => onSelect(index, value)}
                >
                  {value}
                </button>
              );
            })}
          </fieldset>
        ))}
        <div className={styles.quantity}>
          <span>{t('sku.quantity')}</span>
          <QuantityStepper
            value={quantity}
            onChange={onQuantity}
            max={Math.max(1, stock)}
            label={t('sku.quantity')}
            decreaseLabel={t('sku.decrease')}
            increaseLabel={t('sku.increase')}
          />
        </div>
      </div>
      <div className={styles.actions}>
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
      </div>
    </Popup>
  );
}
