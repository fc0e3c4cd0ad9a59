import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSkuChoice } from '../../../lib/use-sku-choice';
import type { GroupGoodsDetail, GroupSku } from '../api/group-queries';
import { groupPaths, type GroupType } from '../group-paths';

/** The group SKU sheet's state: open it for alone or group (optionally a team to join), then go to the confirm page. */
export function useGroupPurchase(goods: GroupGoodsDetail) {
  const navigate = useNavigate();
  const choice = useSkuChoice<GroupSku>(goods);
  const [mode, setMode] = useState<{ type: GroupType; teamId?: number }>();

  /** Goes to the confirm page for the open mode (or the one given: the team page's join sheet). */
  const confirm = (given?: { type: GroupType; teamId?: number }): boolean => {
    const chosen = given ?? mode;
    if (!chosen) return false;
    const settled = choice.settled();
    if (!settled) return false;
    const { sku, number } = settled;
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

  return { ...choice, mode, setMode, confirm };
}
