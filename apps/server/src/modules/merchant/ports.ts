import type { MemberNotifier, ShopTeller } from '../../platform/messages/notice-messages.ts';

/** What the merchant desk reads from other modules (wired in app-modules.ts). */
export interface MerchantDeskPorts {
  /** The shop a member owns (catalog), or null. */
  shopOfUser(userId: number): Promise<{ id: number; shopname: string } | null>;
  /** The owner of a shop (catalog), or null. */
  shopOwner(shopId: number): Promise<number | null>;
  /** Goods on sale in a shop (catalog). */
  onSaleCount(shopId: number): Promise<number>;
  /** Orders paid since a time, orders to ship and what escrow holds for the shop (orders). */
  orderFigures(
    shopId: number,
    since: Date,
  ): Promise<{ today: { count: number; sumMinor: bigint }; toShip: number; pendingMinor: bigint }>;
  /** Refund requests waiting for the shop (refunds). */
  refundsWaiting(shopId: number): Promise<number>;
  /** What order settlements paid the owner's balance (wallet ledger). */
  settledIncome(userId: number): Promise<bigint>;
}

/** Stores and pushes a notice to a member (chat's notices), after commit. */
export type ShopNotifier = MemberNotifier<'order'>;

/** Something of a shop changed: push it to the owner's console, with a notice when there is one. */
export type TellShop = ShopTeller;
