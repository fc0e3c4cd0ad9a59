import type { ClaimState, CouponType } from '@cloudmall/contract/orders';
import { formatMoney } from '../../lib/money';

/** The terms a coupon card shows; both coupons and receipts (and checkout rows) carry them. */
export interface CouponFace {
  type: CouponType;
  user_type?: 'reduction' | 'discount';
  price: string;
  discount: string;
  limit: string;
}

/** "5.00" → "5", "5.50" → "5.5": face values read better without trailing zeros. */
export function trimMoney(value: string): string {
  const money = formatMoney(value);
  return money.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
}

/** Percent off from the protocol's rate in tenths ("8.5" ⇒ 15, "8" ⇒ 20). */
export function percentOff(discount: string): number {
  const tenths = Math.round(Number(discount) * 10);
  return Number.isFinite(tenths) && tenths > 0 && tenths <= 100 ? 100 - tenths : 0;
}

/** What the big figure on a card is: an amount off, a rate, or free shipping (vip as its user type). */
export type CouponValue =
  | { kind: 'amount'; amount: string }
  | { kind: 'rate'; percent: number; rate: string }
  | { kind: 'shipping' };

export function couponValue(face: CouponFace): CouponValue {
  const kind = face.type === 'vip' ? (face.user_type ?? 'reduction') : face.type;
  if (kind === 'discount')
    return { kind: 'rate', percent: percentOff(face.discount), rate: face.discount };
  if (kind === 'shipping') return { kind: 'shipping' };
  return { kind: 'amount', amount: trimMoney(face.price) };
}

/** The threshold line: none, or "orders from {limit}". */
export function thresholdOf(
  limit: string,
): { key: 'noThreshold' } | { key: 'threshold'; limit: string } {
  return formatMoney(limit) === '0.00'
    ? { key: 'noThreshold' }
    : { key: 'threshold', limit: trimMoney(limit) };
}

/** The validity line of a coupon on offer (fixed dates or days after claim) or of a receipt (its dates). */
export type ValidityText =
  | { key: 'validRange'; from: number; to: number }
  | { key: 'validDays'; days: number }
  | { key: 'validUntil'; to: number };

export function couponValidity(coupon: {
  pre_type: 'fixed' | 'appoint';
  startdate: number;
  enddate: number;
  validity: number;
}): ValidityText {
  if (coupon.pre_type === 'appoint') return { key: 'validDays', days: coupon.validity };
  return coupon.startdate
    ? { key: 'validRange', from: coupon.startdate, to: coupon.enddate }
    : { key: 'validUntil', to: coupon.enddate };
}

export const receiptValidity = (receipt: {
  valid_from: number;
  valid_until: number;
}): ValidityText => ({
  key: 'validRange',
  from: receipt.valid_from,
  to: receipt.valid_until,
});

/** The claim button: its label key and whether it can be pressed (visitors press it to log in). */
export function claimButton(
  claim: ClaimState,
  received: number,
): { label: string; disabled: boolean } {
  switch (claim) {
    case 'available':
      return { label: received > 0 ? 'claimAgain' : 'claim', disabled: false };
    case 'received':
      return { label: 'claimed', disabled: true };
    case 'sold_out':
      return { label: 'soldOut', disabled: true };
    case 'expired':
      return { label: 'ended', disabled: true };
    case 'level':
      return { label: 'vipOnly', disabled: true };
  }
}

/** Less than 3 days left on an unused receipt: the card warns. */
export const endsSoon = (validUntil: number, nowMs: number = Date.now()): boolean =>
  validUntil * 1000 - nowMs < 3 * 86_400_000 && validUntil * 1000 > nowMs;
