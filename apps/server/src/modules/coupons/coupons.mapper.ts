import { formatMinor, localized, type Language } from '@cloudmall/contract';
import type { ClaimState, Coupon, CouponReceipt, CouponType } from '@cloudmall/contract/orders';
import { unixSeconds } from '../../platform/clock.ts';
import { hasEnded, kindOf, tenthsText } from './coupon-rules.ts';
import type { CouponRow, ReceiptRow } from './coupons.repository.ts';

/** A coupon row with its name and description in the reader's language. */
export const inLanguage = (coupon: CouponRow, language: Language): CouponRow => ({
  ...coupon,
  name: localized(coupon.name, coupon.translations, language, 'name'),
  content: localized(coupon.content, coupon.translations, language, 'content'),
});

function terms(coupon: CouponRow, shopname: string) {
  const kind = kindOf(coupon);
  return {
    shop_id: Number(coupon.shopId),
    shop: { shopname },
    type: coupon.type as CouponType,
    name: coupon.name,
    user_type: kind === 'discount' ? ('discount' as const) : ('reduction' as const),
    user_level: coupon.userLevel,
    price: formatMinor(BigInt(coupon.priceMinor)),
    discount: tenthsText(coupon.discountTenths),
    limit: formatMinor(BigInt(coupon.limitMinor)),
    range_type: coupon.rangeType as 'all' | 'goods' | 'category',
    content: coupon.content,
  };
}

/** What the viewer may do with a coupon (visitors: `available` unless it is gone). */
export function claimStateOf(
  coupon: CouponRow,
  viewer: { received: number; level: number } | null,
  now: Date,
): ClaimState {
  if (hasEnded(coupon, now)) return 'expired';
  if (coupon.grantTotal !== -1 && coupon.granted >= coupon.grantTotal) return 'sold_out';
  if (coupon.invalid) return 'expired';
  if (!viewer) return 'available';
  if (coupon.drawLimit > 0 && viewer.received >= coupon.drawLimit) return 'received';
  if (coupon.type === 'vip' && viewer.level < coupon.userLevel) return 'level';
  return 'available';
}

export function toCoupon(
  coupon: CouponRow,
  shopname: string,
  viewer: { received: number; level: number } | null,
  now: Date,
): Coupon {
  return {
    ...terms(coupon, shopname),
    id: coupon.id,
    pre_type: coupon.preType as 'fixed' | 'appoint',
    validity: coupon.validityDays,
    startdate: unixSeconds(coupon.startsAt),
    enddate: unixSeconds(coupon.endsAt),
    drawlimit: coupon.drawLimit,
    grant: coupon.grantTotal,
    alreadygrant: coupon.granted,
    surplus: coupon.grantTotal === -1 ? -1 : Math.max(0, coupon.grantTotal - coupon.granted),
    usenum: coupon.useCount,
    invalid: coupon.invalid,
    received: viewer?.received ?? 0,
    claim: claimStateOf(coupon, viewer, now),
  };
}

export function toReceipt(receipt: ReceiptRow, coupon: CouponRow, shopname: string): CouponReceipt {
  return {
    ...terms(coupon, shopname),
    id: receipt.id,
    coupon_id: Number(receipt.couponId),
    coupon_no: receipt.couponNo,
    state: receipt.state as 1 | 2 | 3,
    order_id: receipt.orderId === null ? null : Number(receipt.orderId),
    valid_from: unixSeconds(receipt.validFrom),
    valid_until: unixSeconds(receipt.validUntil),
    createtime: unixSeconds(receipt.createdAt),
    usetime: unixSeconds(receipt.usedAt),
  };
}
