import type { Db } from '../../db/database.ts';
import type { GroupOrderReads, GroupOrdersPort, PlaceOrderInput, PlacedOrder } from './ports.ts';

/** The parts of the orders module groups calls (structural, so groups does not import orders). */
export interface OrdersLike {
  checkout: { placeOrder(trx: Db, input: PlaceOrderInput): Promise<PlacedOrder> };
  afterSale: { closeAndRefund(trx: Db, orderId: number, reason: string): Promise<unknown> };
  setGroupPending(
    trx: Db,
    ref: { orderId: number } | { teamId: number },
    pending: boolean,
  ): Promise<void>;
  groupReads: GroupOrderReads;
}

/** Adapts the orders module to the port groups uses. */
export function groupOrdersPort(orders: OrdersLike): GroupOrdersPort {
  return {
    placeOrder: (trx, input) => orders.checkout.placeOrder(trx, input),
    closeAndRefund: (trx, orderId, reason) => orders.afterSale.closeAndRefund(trx, orderId, reason),
    setGroupPending: (trx, ref, pending) => orders.setGroupPending(trx, ref, pending),
    reads: orders.groupReads,
  };
}
