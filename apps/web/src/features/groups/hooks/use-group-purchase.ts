import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import {
  chosenSku,
  clampQuantity,
  initialSelection,
  isLegalQuantity,
  missingSpecs,
  toggleOption,
  type Selection,
} from '../../../lib/sku-selection';
import type { GroupGoodsDetail, GroupSku } from '../api/group-queries';
import { groupPaths, type GroupType } from '../group-paths';

/** The group SKU sheet's state: open it for alone or group (optionally a team to join), then go to the confirm page. */
export function useGroupPurchase(goods: GroupGoodsDetail) {
  const { t } = useTranslation(['groups', 'catalog']);
  const navigate = useNavigate();
  const [selection, setSelection] = useState<Selection>(() =>
    initialSelection(goods.spu, goods.sku),
  );
  const [quantity, setQuantity] = useState('1');
  const [mode, setMode] = useState<{ type: GroupType; teamId?: number }>();
  const sku = chosenSku(goods.spu, goods.sku, selection) as GroupSku | undefined;

  const select = (index: number, value: string) => {
    const next = toggleOption(selection, index, value);
    setSelection(next);
    const picked = chosenSku(goods.spu, goods.sku, next);
    if (picked && Number(quantity) > picked.stock)
      setQuantity(String(clampQuantity(Number(quantity), picked.stock)));
  };

  /** Goes to the confirm page for the open mode (or the one given: the team page's join sheet). */
  const confirm = (given?: { type: GroupType; teamId?: number }): boolean => {
    const chosen = given ?? mode;
    if (!chosen) return false;
    const missing = missingSpecs(goods.spu, selection);
    if (!sku || missing.length > 0) {
      toast.info(
        t('catalog:sku.choose', {
          specs:
            missing.join(t('catalog:sku.separator')) ||
            goods.spu.map((s) => s.name).join(t('catalog:sku.separator')),
        }),
      );
      return false;
    }
    const number = Number(quantity);
    if (quantity === '' || !isLegalQuantity(number, sku.stock)) {
      toast.fail(t('catalog:sku.illegalQuantity'));
      return false;
    }
    const target = groupPaths.confirm({
      goods_id: goods.id,
      sku_id: sku.id,
      number,
      group_type: chosen.type,
      groups_id: chosen.teamId,
    });
    setMode(undefined);
    // the confirm page is a member route: a visitor is sent to login and back
    void navigate(target);
    return true;
  };

  return { selection, sku, quantity, setQuantity, mode, setMode, select, confirm };
}
