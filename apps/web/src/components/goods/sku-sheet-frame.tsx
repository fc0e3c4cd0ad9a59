import type { Sku } from '@cloudmall/contract/catalog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../lib/media';
import { isOptionAvailable, missingSpecs, type Spu } from '../../lib/sku-selection';
import type { SkuChoice } from '../../lib/use-sku-choice';
import { Popup } from '../ui/popup';
import { QuantityStepper } from '../ui/quantity-stepper';
import { Price } from './price';
import styles from './sku-sheet.module.css';
import { CloseButton } from '../ui/close-button';

interface SkuSheetFrameProps {
  visible: boolean;
  goods: { image: string; spu: Spu[]; sku: Sku[] };
  choice: Pick<SkuChoice, 'selection' | 'quantity' | 'select' | 'setQuantity'>;
  /** The price shown in the head: the chosen SKU's, or the goods' before a choice. */
  price: string;
  stock: number;
  onClose: () => void;
  /** The confirm buttons at the bottom. */
  children: ReactNode;
}

/**
 * The spec selection sheet: picture, price, stock and what is still to choose; one value per spec
 * with combinations without stock disabled; a quantity from 1 to the stock; then the actions.
 */
export function SkuSheetFrame({
  visible,
  goods,
  choice: { selection, quantity, select, setQuantity },
  price,
  stock,
  onClose,
  children,
}: SkuSheetFrameProps) {
  const { t } = useTranslation('catalog');
  const missing = missingSpecs(goods.spu, selection);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <div className={styles.head}>
        <img src={mediaUrl(goods.image)} alt="" className={styles.image} />
        <div className={styles.headText}>
          <Price value={price} size="lg" />
          <span className={styles.stock}>{t('sku.stock', { count: stock })}</span>
          <span className={styles.chosen}>
            {missing.length > 0
              ? t('sku.choose', { specs: missing.join(t('sku.separator')) })
              : t('sku.chosen', { specs: selection.join(t('sku.separator')) })}
          </span>
        </div>
        <CloseButton className={styles.close} onClick={onClose} label={t('sku.close')} />
      </div>
      <div className={styles.body}>
        {goods.spu.map((spec, index) => (
          <fieldset key={spec.id} className={styles.spec}>
            <legend>{spec.name}</legend>
            {spec.item.map(({ name: value }) => {
              const chosen = selection[index] === value;
              return (
                <button
                  key={value}
                  type="button"
                  className={`${styles.option} ${chosen ? styles.chosenOption : ''}`}
                  aria-pressed={chosen}
                  disabled={!isOptionAvailable(goods.sku, selection, index, value) && !chosen}
                  onClick={() => select(index, value)}
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
            onChange={setQuantity}
            max={Math.max(1, stock)}
            label={t('sku.quantity')}
            decreaseLabel={t('sku.decrease')}
            increaseLabel={t('sku.increase')}
          />
        </div>
      </div>
      <div className={styles.actions}>{children}</div>
    </Popup>
  );
}
