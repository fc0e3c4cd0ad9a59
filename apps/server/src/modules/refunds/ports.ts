import type { Db } from '../../db/database.ts';

/** The order a request is about, as the orders module answers it (a subset of its row). */
export interface RefundableOrder {
  id: number;
  userId: number;
  shopId: number;
  state: number;
  groupPending: boolean;
  priceMinor: bigint;
  refundedMinor: bigint;
  paidAt: Date | null;
  receivedAt: Date | null;
  settledAt: Date | null;
}

export interface RefundableItem {
  id: number;
  orderId: number;
  actualMinor: bigint;
  refundStatus: number;
  refundId: number | null;
}

/** What refunds need from orders (docs/buying-design.md, `orders.afterSale`). */
export interface AfterSalePort {
  /** The member's own order and its item; throws `order_not_found` otherwise. */
  itemForRefund(
    trx: Db,
    userId: number,
    orderId: number,
    itemId: number,
  ): Promise<{ order: RefundableOrder; item: RefundableItem }>;
  /** Keeps the order item's `refund_id`/`refund_status` in step with the request. */
  setItemRefund(trx: Db, itemId: number, refundId: number, refundStatus: number): Promise<unknown>;
  /** Credits the buyer from escrow once per refund id, raises `refunded_minor`, marks the item refunded, closes a fully refunded order. */
  completeRefund(
    trx: Db,
    input: {
      refundId: number;
      orderId: number;
      itemId: number;
      userId: number;
      amountMinor: bigint;
    },
  ): Promise<unknown>;
}

/** The caller's shop (merchant routes). */
export type ShopOfUser = (userId: number) => Promise<{ id: number } | null>;

/** Stores and pushes a notice to a member (after commit). */
export type RefundNotifier = (
  userId: number,
  notice: { type: 'order'; title: string; content: string; modules: string; modulesId: number },
) => Promise<void>;
