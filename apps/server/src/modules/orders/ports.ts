import type { NoticeMessage } from '../../platform/messages/notice-messages.ts';
import type { Db } from '../../db/database.ts';
import type { PostalAddress } from '../../platform/postal-address.ts';
import type { CatalogForBuying } from '../catalog/index.ts';

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

/** One shop's part of a basket, as coupons judge it. */
export interface CouponBasket {
  shopId: number;
  goodsMinor: bigint;
  freightMinor: bigint;
  goodsIds: number[];
  categoryIds: number[];
}

/** A receipt the member could use on that basket, with the discount it would give. */
export interface UsableCoupon {
  receiptId: number;
  couponId: number;
  name: string;
  type: string;
  limitMinor: bigint;
  discountMinor: bigint;
}

/** What checkout needs from the coupons module (docs/buying-design.md, ports). */
export interface CouponsPort {
  usableFor(userId: number, basket: CouponBasket, now: Date): Promise<UsableCoupon[]>;
  /** Throws coupon_not_found / coupon_unavailable / coupon_threshold_unmet / coupon_expired. */
  quote(
    trx: Db,
    input: CouponBasket & { userId: number; receiptId: number; now: Date },
  ): Promise<{ discountMinor: bigint; platformFundedMinor: bigint }>;
  /** Marks the receipt used on the order (guarded 1 → 2). */
  consume(
    trx: Db,
    input: { receiptId: number; userId: number; orderId: number; now: Date },
  ): Promise<void>;
  /** Gives the order's receipt back (2 → 1). */
  restore(trx: Db, orderId: number): Promise<unknown>;
  /** How many unused coupons the member holds (statistics). */
  unusedCount(db: Db, userId: number): Promise<number>;
}

/** A delivery address snapshot source: the member's own address by id, or the default one. */
export interface AddressRow extends PostalAddress {
  id: number;
}
export type AddressOf = (db: Db, userId: number, addressId?: number) => Promise<AddressRow | null>;

/** Stores and pushes a notice to a member (after commit). */
export type OrderNotifier = (
  userId: number,
  notice: {
    type: 'order' | 'logistics';
    message: NoticeMessage;
    modules: string;
    modulesId: number;
  },
) => Promise<void>;

/** How many of an order's items have an open refund (read by settlement and statistics). */
export type OpenRefunds = (db: Db, orderId: number) => Promise<number>;

/** Tells the shop's owner after commit (the merchant desk): a `shop_changed` push, and a notice when given. */
export type ShopTeller = (
  shopId: number,
  event: { what: 'order' | 'refund'; id: number; notice?: NoticeMessage },
) => void;
