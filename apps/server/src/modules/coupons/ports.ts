import type { Db } from '../../db/database.ts';
import type { CatalogForBuying } from '../catalog/index.ts';

/** What coupons asks of the catalog (wired to `catalog.buying`): shop names and the goods a coupon applies to. */
export type CouponsCatalogPort = Pick<CatalogForBuying, 'shopNames' | 'applicableGoods'>;

/** What coupons asks of identity: a member's level (vip coupons), read in the caller's transaction. */
export interface CouponMembers {
  levelOf(db: Db, userId: number): Promise<number>;
}

/** What coupons asks of the catalog about shops: the shop a member owns (the merchant console). */
export interface CouponShops {
  shopOfUser(userId: number): Promise<{ id: number } | null>;
}
