/**
 * Where a notice leads, by its `modules` (wanlshop §2.19: order, refund, goods; plus the wallet and
 * account events of this app). Unknown modules lead nowhere: the notice is read where it is.
 */
const LINKS: Record<string, (id: number) => string> = {
  order: (id) => `/pages/user/order/details?id=${id}`,
  refund: (id) => `/pages/user/refund/details?id=${id}`,
  goods: (id) => `/pages/product/goods?id=${id}`,
  logistics: (id) => `/pages/user/order/logistics?id=${id}`,
  groupsorder: (id) => `/pages/apps/groups/order/details?id=${id}`,
  groupsrefund: (id) => `/pages/user/refund/details?id=${id}`,
  withdraw: () => '/pages/user/money/witlist',
  withdrawal: () => '/pages/user/money/witlist',
  deposit: () => '/pages/user/money/list',
  recharge: () => '/pages/user/money/list',
  transfer: () => '/pages/user/money/list',
  wallet: () => '/pages/user/money/money',
  kyc: () => '/pages/user/setting/kyc',
};

export function noticeLink(modules: string, modulesId: number): string | undefined {
  const link = LINKS[modules.toLowerCase()];
  if (!link) return undefined;
  // record pages need the record's id
  const needsId = ['order', 'refund', 'goods', 'logistics', 'groupsorder', 'groupsrefund'].includes(
    modules.toLowerCase(),
  );
  return needsId && !(modulesId > 0) ? undefined : link(modulesId);
}
