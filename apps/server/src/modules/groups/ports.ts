import type { Clock } from '../../platform/clock.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';
import type { MemberNotifier } from '../../platform/messages/notice-messages.ts';
import type { Db } from '../../db/database.ts';
import type { PostalAddress } from '../../platform/postal-address.ts';
import type { CatalogForBuying, CatalogModule } from '../catalog/index.ts';
import type { OrderItemRecord, OrderRecord } from '../orders/index.ts';

/** What groups asks of the catalog (wired to `catalog.buying` and `catalog.goods.detail`). */
export type GroupsCatalogPort = Pick<
  CatalogForBuying,
  'purchaseSkus' | 'goodsBriefs' | 'shopNames'
> &
  Pick<CatalogModule['goods'], 'detail'>;

/** Names and avatars of members by id (identity's `memberBriefs`). */
export interface GroupMembersPort {
  briefs(db: Db, ids: number[]): Promise<{ id: number; nickname: string; avatar: string }[]>;
}

/** The member's address by id, or the default one (the cart module's `addressOf`). */
export type GroupAddressOf = (
  db: Db,
  userId: number,
  addressId?: number,
) => Promise<(PostalAddress & { id: number }) | null>;

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
  /** Reads of group orders, in the caller's transaction when one is passed. */
  reads: GroupOrderReads;
}

/** What groups reads of orders (orders' `groupReads`). */
export interface GroupOrderReads {
  /** Quantity of a goods in the member's group orders that are not closed. */
  boughtInGroups(db: Db, userId: number, goodsId: number): Promise<number>;
  /** The member's first order in a team in `state` (any but closed when none given), or null. */
  memberOrderInTeam(db: Db, userId: number, teamId: number, state?: number): Promise<number | null>;
  /** Orders of a team in a state. */
  teamOrders(db: Db, teamId: number, state: number): Promise<{ id: number; userId: number }[]>;
  /** Of these teams, those whose leader's order in the team is closed. */
  teamsWithClosedLeaderOrder(
    db: Db,
    teams: { teamId: number; leaderId: number }[],
  ): Promise<number[]>;
  /** Teams of the member's visible group orders. */
  memberGroupIds(db: Db, userId: number): Promise<number[]>;
  /** The member's visible group orders, newest first, by state, waiting or team. */
  pageGroupOrders(
    db: Db,
    userId: number,
    filter: { state?: number; pending?: boolean; groupIds?: number[] },
    offset: number,
    limit: number,
  ): Promise<{ rows: OrderRecord[]; total: number }>;
  /** Items of orders. */
  items(db: Db, orderIds: number[]): Promise<OrderItemRecord[]>;
}

/** Work the payment hook hands back, run by orders once the payment transaction has committed. */
export type AfterCommit = () => Promise<void>;

/** Stores and pushes a notice to a member (after commit). */
export type GroupNotifier = MemberNotifier<'order'>;

/** The shop a member owns (the catalog's `shopOfUser`), for the merchant console. */
export interface GroupShops {
  shopOfUser(userId: number): Promise<{ id: number } | null>;
}

/** What the groups module is built with (wired in app-modules.ts); each use case picks its part. */
export interface GroupsDeps {
  db: Db;
  clock: Clock;
  /** SKUs, goods briefs, shop names (`catalog.buying`) and goods detail (`catalog.goods`). */
  catalog: GroupsCatalogPort;
  /** Names and avatars of members (identity's `memberBriefs`). */
  members: GroupMembersPort;
  /** The member's address by id or the default (the cart module's `addressOf`). */
  addressOf: GroupAddressOf;
  /** The orders module (a getter: app.ts may build orders after groups). */
  orders: () => GroupOrdersPort;
  notify?: GroupNotifier;
  /** Tells a member's open screens that their order and balance changed (a failed team's refund). */
  changed?: ChangePort;
  log?: { error: (obj: unknown, msg: string) => void };
  /** The shop a member owns (catalog), for the merchant console. */
  shops: GroupShops;
}
