import { useTranslation } from 'react-i18next';
import { SkuSheetFrame } from '../../../components/goods/sku-sheet-frame';
import sheet from '../../../components/goods/sku-sheet.module.css';
import { totalStock } from '../../../lib/sku-selection';
import type { SkuChoice } from '../../../lib/use-sku-choice';
import type { GroupGoodsDetail, GroupSku } from '../api/group-queries';
import type { GroupType } from '../group-paths';

interface GroupSkuSheetProps {
  goods: GroupGoodsDetail;
  mode: { type: GroupType; teamId?: number } | undefined;
  choice: SkuChoice<GroupSku>;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec selection for a group or alone purchase: the chosen SKU's group or alone price, stock and quantity. */
export function GroupSkuSheet({ goods, mode, choice, onConfirm, onClose }: GroupSkuSheetProps) {
  const { t } = useTranslation(['groups', 'catalog']);
  const { sku } = choice;
  const alone = mode?.type === 'alone';
  const stock = sku ? sku.stock : totalStock(goods.sku);
  const price = sku
    ? alone
      ? sku.alone_price
      : sku.group_price
    : alone
      ? goods.alone_price
      : goods.group_price;
  return (
    <SkuSheetFrame
      visible={mode !== undefined}
      goods={goods}
      choice={choice}
      price={price}
      stock={stock}
      onClose={onClose}
    >
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
    </SkuSheetFrame>
  );
}
