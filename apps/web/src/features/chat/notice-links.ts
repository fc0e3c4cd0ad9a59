import { PAGES, paths } from '../../lib/paths';
/**
 * Where a notice leads, by its `modules` (wanlshop §2.19: order, refund, goods; plus the wallet and
 * account events of this app, and the service desk's answers). Unknown modules lead nowhere: the notice is read where it is.
 */
const LINKS: Record<string, (id: number) => string> = {
  order: (id) => paths.orderDetails(id),
  refund: (id) => paths.refundDetails(id),
  goods: (id) => paths.goods(id),
  logistics: (id) => `${PAGES.orderLogistics}?id=${id}`,
  groupsorder: (id) => `${PAGES.groupsOrderDetails}?id=${id}`,
  groupsrefund: (id) => paths.refundDetails(id),
  withdraw: () => PAGES.witlist,
  withdrawal: () => PAGES.witlist,
  deposit: () => PAGES.moneyList,
  recharge: () => PAGES.moneyList,
  transfer: () => PAGES.moneyList,
  wallet: () => PAGES.money,
  kyc: () => PAGES.kyc,
  service_feedback: () => PAGES.feedbackLists,
  service_complaint: () => PAGES.complaintLists,
  service_consultation: () => `${PAGES.bingli}?tab=mine`,
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
