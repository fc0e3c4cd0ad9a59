// Pure coupon arithmetic and scope rules (protocol §4.4), shared by the lists and the checkout port.

export type CouponKind = 'reduction' | 'discount' | 'shipping';

export interface CouponTerms {
  type: string;
  userType: string;
  priceMinor: bigint;
  /** 85 means pay 85 % (shown as "8.5"). */
  discountTenths: number;
  limitMinor: bigint;
}

export interface BasketFigures {
  goodsMinor: bigint;
  freightMinor: bigint;
}

/** How a coupon computes: vip coupons compute as their `user_type`. */
export const kindOf = (terms: Pick<CouponTerms, 'type' | 'userType'>): CouponKind =>
  (terms.type === 'vip'
    ? terms.userType === 'discount'
      ? 'discount'
      : 'reduction'
    : terms.type) as CouponKind;

/** Whether the goods subtotal (freight excluded) reaches the coupon's threshold. */
export const meetsThreshold = (
  terms: Pick<CouponTerms, 'limitMinor'>,
  goodsMinor: bigint,
): boolean => goodsMinor >= terms.limitMinor;

/**
 * What a coupon takes off a shop order, in minor units, or null when the threshold is not met.
 * - reduction: the face value;
 * - discount: subtotal − subtotal × tenths / 100, where the discount amount is ROUNDED DOWN to the
 *   cent (so the buyer never gets more than the rate: 99.99 at 8.5 ⇒ 14.99 off, not 15.00);
 * - shipping: the freight.
 * Never more than goods + freight − 0.01 (an order always costs at least 0.01), never negative.
 */
export function couponDiscount(terms: CouponTerms, basket: BasketFigures): bigint | null {
  if (!meetsThreshold(terms, basket.goodsMinor)) return null;
  const kind = kindOf(terms);
  let discount: bigint;
  if (kind === 'reduction') discount = terms.priceMinor;
  else if (kind === 'discount')
    discount = (basket.goodsMinor * BigInt(100 - terms.discountTenths)) / 100n;
  else discount = basket.freightMinor;
  const cap = basket.goodsMinor + basket.freightMinor - 1n;
  if (discount > cap) discount = cap;
  return discount < 0n ? 0n : discount;
}

/**
 * Whether a coupon's range covers a basket: `all` always; `goods` / `category` only when every
 * basket goods id / category id is in the range (an empty list is not covered).
 */
export function inRange(
  range: { rangeType: string; rangeIds: number[] },
  basket: { goodsIds: number[]; categoryIds: number[] },
): boolean {
  if (range.rangeType === 'all') return true;
  const ids =
    range.rangeType === 'goods'
      ? basket.goodsIds
      : range.rangeType === 'category'
        ? basket.categoryIds
        : [];
  if (ids.length === 0) return false;
  const allowed = new Set(range.rangeIds.map(Number));
  return ids.every((id) => allowed.has(id));
}

/** Shop coupons apply to their shop only; platform coupons (shop 0) to any shop. */
export const coversShop = (couponShopId: number, shopId: number): boolean =>
  couponShopId === 0 || couponShopId === shopId;

const DAY_MS = 86_400_000;

/** A receipt's validity, fixed at claim: the coupon's dates (fixed) or now + validity days (appoint). */
export function receiptValidity(
  coupon: { preType: string; validityDays: number; startsAt: Date | null; endsAt: Date | null },
  now: Date,
): { validFrom: Date; validUntil: Date } {
  if (coupon.preType === 'fixed')
    return {
      validFrom: coupon.startsAt ?? now,
      validUntil: coupon.endsAt ?? new Date(now.getTime() + 3650 * DAY_MS),
    };
  return { validFrom: now, validUntil: new Date(now.getTime() + coupon.validityDays * DAY_MS) };
}

/** A fixed coupon has ended once its end date is past; appoint coupons never end by date. */
export const hasEnded = (coupon: { preType: string; endsAt: Date | null }, now: Date): boolean =>
  coupon.preType === 'fixed' && coupon.endsAt !== null && coupon.endsAt.getTime() < now.getTime();

/** "8.5" from 85 tenths-of-ten (the protocol's display of the rate). */
export const tenthsText = (tenths: number): string =>
  tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);

/** The goods a coupon applies to: its shop's (any shop for platform coupons), priced at least its threshold, in its range. */
export function applicableGoods(coupon: {
  shopId: number;
  limitMinor: bigint;
  rangeType: string;
  rangeIds: (number | string)[];
}): { shopId?: number; minPriceMinor: bigint; goodsIds?: number[]; categoryIds?: number[] } {
  const ids = coupon.rangeIds.map(Number);
  return {
    shopId: coupon.shopId > 0 ? coupon.shopId : undefined,
    minPriceMinor: BigInt(coupon.limitMinor),
    goodsIds: coupon.rangeType === 'goods' ? ids : undefined,
    categoryIds: coupon.rangeType === 'category' ? ids : undefined,
  };
}
