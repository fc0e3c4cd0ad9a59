import { PAGES } from '../../lib/paths';
export type GroupType = 'group' | 'alone';

/** Where group pages link to. */
export const groupPaths = {
  goods: (id: number) => `${PAGES.groupsGoods}?id=${id}`,
  team: (id: number) => `${PAGES.groupsTeam}?id=${id}`,
  orders: PAGES.groupsOrder,
  confirm: (line: {
    goods_id: number;
    sku_id: number;
    number: number;
    group_type: GroupType;
    groups_id?: number;
  }) => {
    const params = new URLSearchParams({
      goods_id: String(line.goods_id),
      sku_id: String(line.sku_id),
      number: String(line.number),
      group_type: line.group_type,
    });
    if (line.groups_id !== undefined) params.set('groups_id', String(line.groups_id));
    return `${PAGES.groupsConfirm}?${params.toString()}`;
  },
};

const positive = (raw: string | null): number | undefined => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** Reads the confirm page's query back; anything malformed ⇒ undefined. */
export function parseConfirmParams(params: URLSearchParams) {
  const goodsId = positive(params.get('goods_id'));
  const skuId = positive(params.get('sku_id'));
  const number = positive(params.get('number'));
  const type = params.get('group_type');
  const groupsId = params.get('groups_id') === null ? undefined : positive(params.get('groups_id'));
  if (!goodsId || !skuId || !number || (type !== 'group' && type !== 'alone')) return undefined;
  if (params.get('groups_id') !== null && groupsId === undefined) return undefined;
  return {
    goods_id: goodsId,
    sku_id: skuId,
    number,
    group_type: type as GroupType,
    ...(groupsId !== undefined ? { groups_id: groupsId } : {}),
  };
}
