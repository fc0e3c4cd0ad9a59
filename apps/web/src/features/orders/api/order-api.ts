import type { RouteInput } from '@cloudmall/contract';
import { orderRoutes } from '@cloudmall/contract/orders';
import { api } from '../../../lib/api';
import { useUserStore } from '../../../stores/user-store';

/** Places one unpaid order per shop (once per idempotency key). */
export function placeOrders(input: RouteInput<typeof orderRoutes.addOrder>) {
  return api.call(orderRoutes.addOrder, input, { loading: true, silent: true });
}

/** Pays unpaid orders from the balance; the answer's balance goes into the session. */
export async function payFromBalance(orderIds: number[], idempotencyKey: string) {
  const result = await api.call(
    orderRoutes.payment,
    { order_id: orderIds, type: 'balance', idempotency_key: idempotencyKey },
    { loading: true, silent: true },
  );
  if (useUserStore.getState().isLogin)
    useUserStore.getState().updateProfile({ money: result.balance });
  return result;
}

export const cancelOrder = (id: number) =>
  api.call(orderRoutes.cancel, { id }, { loading: true, silent: true });
export const confirmReceipt = (id: number) =>
  api.call(orderRoutes.confirm, { id }, { loading: true, silent: true });
export const deleteOrder = (id: number) =>
  api.call(orderRoutes.remove, { id }, { loading: true, silent: true });
export const changeOrderAddress = (id: number, addressId: number) =>
  api.call(orderRoutes.editAddress, { id, address_id: addressId }, { loading: true, silent: true });
export const reviewOrder = (input: RouteInput<typeof orderRoutes.comment>) =>
  api.call(orderRoutes.comment, input, { loading: true, silent: true });

/** One image to `/uploads/...` (the server re-encodes it; images only). */
export const uploadReviewImage = (file: File) => api.upload(file, { silent: true });

export { refreshOrderCounters } from '../../../lib/order-counters';
