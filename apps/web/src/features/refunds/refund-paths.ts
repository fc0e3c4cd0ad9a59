import { PAGES, paths } from '../../lib/paths';
/** The refund pages (spec: /pages/user/refund/*). */
export const refundPaths = {
  list: PAGES.refundLists,
  apply: (orderId: number, itemId: number) =>
    `${PAGES.refundApply}?order_id=${orderId}&goods_id=${itemId}`,
  details: (id: number) => paths.refundDetails(id),
  log: (id: number) => `${PAGES.refundLog}?id=${id}`,
  edit: (id: number) => `${PAGES.refundEdit}?id=${id}`,
};
