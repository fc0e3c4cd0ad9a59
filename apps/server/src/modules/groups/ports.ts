import type { Db } from '../../db/database.ts';

/** What groups asks of `orders.checkout.placeOrder` (one unpaid order of one shop, in the caller's transaction). */
export interface PlaceOrderInput {
  userId: number;
  addressId: number;
  shopId: number;
  lines: { skuId: number; number: number; unitPriceMinor: bigint }[];
  type: 'goods' | 'groups';
  groupId?: number | null;
  remarks?: string;
  checkoutKey: string;
}

export interface PlacedOrder {
  id: number;
  orderNo: string;
  priceMinor: bigint;
}

/** The order as the payment hook hands it over (inside the payment transaction). */
export interface PaidOrder {
  id: number;
  userId: number;
  type: string;
  groupId: number | null;
}

/** The orders module as groups uses it (wired in app.ts). */
export interface GroupOrdersPort {
  placeOrder(trx: Db, input: PlaceOrderInput): Promise<PlacedOrder>;
  /** Closes a paid order (state 7), releases stock, restores the coupon and refunds from escrow once. */
  closeAndRefund(trx: Db, orderId: number, reason: string): Promise<unknown>;
  /** Marks the order (or every paid order of a team) as waiting for the team or not; a pending order cannot ship. */
  setGroupPending(
    trx: Db,
    ref: { orderId: number } | { teamId: number },
    pending: boolean,
  ): Promise<void>;
}

/** Work the payment hook hands back, run by orders once the payment transaction has committed. */
export type AfterCommit = () => Promise<void>;

/** Stores and pushes a notice to a member (after commit). */
export type GroupNotifier = (
  userId: number,
  notice: { type: 'order'; title: string; content: string; modules: string; modulesId: number },
) => Promise<unknown>;
