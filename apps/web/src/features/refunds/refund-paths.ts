/** The refund pages (spec: /pages/user/refund/*). */
export const refundPaths = {
  list: '/pages/user/refund/lists',
  apply: (orderId: number, itemId: number) =>
    `/pages/user/refund/apply?order_id=${orderId}&goods_id=${itemId}`,
  details: (id: number) => `/pages/user/refund/details?id=${id}`,
  log: (id: number) => `/pages/user/refund/log?id=${id}`,
  edit: (id: number) => `/pages/user/refund/edit?id=${id}`,
};
