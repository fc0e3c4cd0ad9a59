import type { MemberNotifier, ShopTeller } from '../../platform/messages/notice-messages.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';
import type { SettingsService } from '../settings/index.ts';
import type { PostalAddress } from '../../platform/postal-address.ts';

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

/** The item a request is about: what it shows, and its refund link. */
export interface RefundableItem extends RefundViewItem {
  refundStatus: number;
  refundId: number | null;
}

/** An order item as a request shows it. */
export interface RefundViewItem {
  id: number;
  orderId: number;
  goodsId: number;
  title: string;
  image: string;
  difference: string;
  priceMinor: bigint;
  number: number;
  actualMinor: bigint;
}

/** What refunds need from orders (docs/buying-design.md, `orders.afterSale`). */
export interface AfterSalePort {
  /** The items of the given orders (what a request shows, how many items its order has). */
  itemsOfOrders(db: Db, orderIds: number[]): Promise<RefundViewItem[]>;
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
  completeRefund(trx: Db, input: RefundCompletion): Promise<unknown>;
}

/** A refund that completed: the buyer credited, the amount, and the order item it was for. */
export interface RefundCompletion {
  refundId: number;
  orderId: number;
  itemId: number;
  userId: number;
  amountMinor: bigint;
}

/**
 * Another module's work when a refund completes (team commissions): `inTransaction` runs in the
 * refund's transaction, once the buyer was credited; `committed` after it committed.
 */
export interface RefundedListener {
  inTransaction(
    trx: Db,
    refund: { refundId: number; orderId: number; amountMinor: bigint },
  ): Promise<void>;
  committed(refundId: number): Promise<void>;
}

/** What a request shows of the catalog, identity and the cart, read through their use cases. */
export interface RefundViewPorts {
  /** A shop's name, avatar and owner; null when there is none. */
  shopBrief(
    shopId: number,
  ): Promise<{ id: number; shopname: string; avatar: string; user_id: number } | null>;
  /** Names and avatars of members by id (locked members included). */
  cardsOf(
    userIds: number[],
  ): Promise<Map<number, { id: number; nickname: string; avatar: string }>>;
  /** Where a return goes: the shop owner's default delivery address, else their newest one. */
  returnAddressOf(shopOwnerId: number): Promise<PostalAddress | undefined>;
}

/** The caller's shop (merchant routes). */
export type ShopOfUser = (userId: number) => Promise<{ id: number } | null>;

/** Stores and pushes a notice to a member (after commit). */
export type RefundNotifier = MemberNotifier<'order'>;

export type { ShopTeller };

/** What the refunds module is built with (wired in app-modules.ts); each use case picks its part. */
export interface RefundsDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  /** `orders.afterSale`: item lookup, item refund status, and the money when a request completes. */
  afterSale: AfterSalePort;
  shopOfUser: ShopOfUser;
  /** Shops (catalog), buyers (identity) and return addresses (cart) that a request shows. */
  lookups: RefundViewPorts;
  notify: RefundNotifier;
  /** Tells the buyer's open screens that a request (and with it the order and balance) changed. */
  changed: ChangePort;
  /** Tells the shop's owner (merchant desk) about new and moved requests. */
  tellShop?: ShopTeller;
  log: FastifyBaseLogger;
  /** Work of other modules when a refund completes (team: commission reversal). */
  onRefunded?: RefundedListener;
}
