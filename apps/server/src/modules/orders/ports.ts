import type { MemberNotifier, ShopTeller } from '../../platform/messages/notice-messages.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';
import type { SettingsService } from '../settings/index.ts';
import type { PostalAddress } from '../../platform/postal-address.ts';
import type { CatalogForBuying } from '../catalog/index.ts';
import type { CouponBasket, CouponCheckoutPort } from '../coupons/index.ts';

/** What orders asks of the catalog (wired to `catalog.buying`): stock, sales, reviews, shops, goods. */
export type OrdersCatalogPort = Pick<
  CatalogForBuying,
  | 'purchaseSkus'
  | 'reserveStock'
  | 'releaseStock'
  | 'recordSales'
  | 'writeReviews'
  | 'reviewsOf'
  | 'memberCounts'
  | 'shopNames'
  | 'shopOwner'
  | 'goodsBriefs'
>;

/** What checkout needs from the coupons module (docs/buying-design.md, ports): its checkout port. */
export type CouponsPort = CouponCheckoutPort;
export type { CouponBasket };

/** A delivery address snapshot source: the member's own address by id, or the default one. */
export interface AddressRow extends PostalAddress {
  id: number;
}
export type AddressOf = (db: Db, userId: number, addressId?: number) => Promise<AddressRow | null>;

/** Stores and pushes a notice to a member (after commit). */
export type OrderNotifier = MemberNotifier<'order' | 'logistics'>;

/** How many of an order's items have an open refund (read by settlement and statistics). */
export type OpenRefunds = (db: Db, orderId: number) => Promise<number>;

export type { ShopTeller };

/** The member's own discount off the goods (VIP level or distributor rate, the better one), or null. */
export type MemberDiscountPort = (
  db: Db,
  userId: number,
) => Promise<{ source: 'vip' | 'distributor'; rateBps: number } | null>;

/** What the orders module is built with (wired in app-modules.ts); each use case picks its part. */
export interface OrdersDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  coupons: CouponsPort;
  /** The buyer's member discount applied at checkout (none when not wired). */
  memberDiscount?: MemberDiscountPort;
  /** Stock, sales, reviews, shops and goods (`catalog.buying`). */
  catalog: OrdersCatalogPort;
  /** The member's delivery address by id, or the default one (the cart module's `addressOf`). */
  addressOf: AddressOf;
  notify: OrderNotifier;
  /** Tells the buyer's open screens that the order (and, on payment, the balance) changed. */
  changed: ChangePort;
  balanceOf: (userId: number) => Promise<bigint>;
  /** The caller's shop (merchant routes), or null. */
  shopOfUser: (userId: number) => Promise<{ id: number } | null>;
  /** Open refunds of an order; settlement waits while there is one (default: the refunds module's count). */
  openRefunds?: OpenRefunds;
  /** Tells the shop's owner (merchant desk): every change pushed, a paid order also as a notice. */
  tellShop?: ShopTeller;
  log: FastifyBaseLogger;
}
