import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Popup } from '../../../components/ui/popup';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { mediaUrl } from '../../../lib/media';
import { Price } from '../../../components/goods/price';
import sheet from '../../../components/goods/sku-sheet.module.css';
import {
  isOptionAvailable,
  missingSpecs,
  totalStock,
  type Selection,
} from '../../../lib/sku-selection';
import type { GroupGoodsDetail, GroupSku } from '../api/group-queries';
import type { GroupType } from '../group-paths';

interface GroupSkuSheetProps {
  goods: GroupGoodsDetail;
  mode: { type: GroupType; teamId?: number } | undefined;
  selection: Selection;
  sku: GroupSku | undefined;
  quantity: string;
  onSelect: (index: number, value: string) => void;
  onQuantity: (value: string) => void;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec selection for a group or alone purchase: the chosen SKU's group or alone price, stock and quantity. */
export function GroupSkuSheet({
  goods,
  mode,
  selection,
  sku,
  quantity,
  onSelect,
  onQuantity,
  onConfirm,
  onClose,
}: GroupSkuSheetProps) {
  const { t } = useTranslation(['groups', 'catalog']);
  const alone = mode?.type === 'alone';
  const missing = missingSpecs(goods.spu, selection);
  const stock = sku ? sku.stock : totalStock(goods.sku);
  const price = sku
    ? alone
      ? sku.alone_price
      : sku.group_price
    : alone
      ? goods.alone_price
      : goods.group_price;
  return (
    <Popup
      visible={mode !== undefined}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={sheet.sheet}
    >
      <div className={sheet.head}>
        <img src={mediaUrl(goods.image)} alt="" className={sheet.image} />
        <div className={sheet.headText}>
          <Price value={price} size="lg" />
          <span className={sheet.stock}>{t('catalog:sku.stock', { count: stock })}</span>
          <span className={sheet.chosen}>
            {missing.length > 0
              ? t('catalog:sku.choose', { specs: missing.join(t('catalog:sku.separator')) })
              : t('catalog:sku.chosen', { specs: selection.join(t('catalog:sku.separator')) })}
          </span>
        </div>
        <button
          type="button"
          className={sheet.close}
          onClick={onClose}
          aria-label={t('catalog:sku.close')}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      <div className={sheet.body}>
        {goods.spu.map((spec, index) => (
          <fieldset key={spec.id} className={sheet.spec}>
            <legend>{spec.name}</legend>
            {spec.item.map((value) => {
              const chosen = selection[index] === value;
              return (
                <button
                  key={value}
                  type="button"
                  className={`${sheet.option} ${chosen ? sheet.chosenOption : ''}`}
                  aria-pressed={chosen}
                  disabled={!isOptionAvailable(goods.sku, selection, index, value) && !chosen}
                  onClick={() => onSelect(index, value)}
                >
                  {value}
                </button>
              );
            })}
          </fieldset>
        ))}
        <div className={sheet.quantity}>
          <span>{t('catalog:sku.quantity')}</span>
          <QuantityStepper
            value={quantity}
            onChange={onQuantity}
            max={Math.max(1, stock)}
            label={t('catalog:sku.quantity')}
            decreaseLabel={t('catalog:sku.decrease')}
            increaseLabel={t('catalog:sku.increase')}
          />
        </div>
      </div>
      <div className={sheet.actions}>
        {stock === 0 ? (
          <button type="button" className={sheet.soldOut} disabled>
            {t('catalog:detail.soldOut')}
          </button>
        ) : (
          <button
            type="button"
            className={alone ? sheet.cart : sheet.buy}
            onClick={onConfirm}
            data-testid="group-sheet-confirm"
          >
            {t(
              alone
                ? 'groups:goods.buyAlone'
                : mode?.teamId
                  ? 'groups:team.join'
                  : 'groups:goods.startGroup',
            )}
          </button>
        )}
      </div>
    </Popup>
  );
}
