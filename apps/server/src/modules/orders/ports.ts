import type { MemberNotifier, ShopTeller } from '../../platform/messages/notice-messages.ts';
import type { Db } from '../../db/database.ts';
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
