import { formatMinor } from '@cloudmall/contract';
import { toMinor } from '../../lib/money';
import { parseJson } from '../../lib/parse-json';
import { paths } from '../../lib/paths';

/** A basket line of the checkout link (`data` of addorder). */
export interface CheckoutLine {
  goods_id: number;
  sku_id: number;
  number: number;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * Reads `data` of `/pages/user/order/addorder?type=cart&data=[...]`: a JSON list of
 * `{goods_id, number, sku_id}` (1-50 lines; the same SKU twice is merged). Anything else ⇒ undefined.
 */
export function parseCheckoutData(raw: string | null): CheckoutLine[] | undefined {
  const parsed = parseJson(raw);
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > 50) return undefined;
  const lines: CheckoutLine[] = [];
  for (const item of parsed as unknown[]) {
    if (typeof item !== 'object' || item === null) return undefined;
    const { goods_id, sku_id, number } = item as Record<string, unknown>;
    if (
      !isId(goods_id) ||
      !isId(sku_id) ||
      typeof number !== 'number' ||
      !Number.isInteger(number) ||
      number < 1
    )
      return undefined;
    const same = lines.find((line) => line.sku_id === sku_id && line.goods_id === goods_id);
    if (same) same.number += number;
    else lines.push({ goods_id, sku_id, number });
  }
  return lines;
}

/** The money of one shop's part of the basket, as the preview answers it. */
export interface ShopMoney {
  /** Goods only. */
  order_price: string;
  freight: { price: string };
  coupon: { id: number; discount_price: string }[];
  /** The member's own discount (VIP or distributor, the better one), taken off with the coupon's. */
  member_discount?: { amount: string } | null;
}

export interface ShopTotals {
  goods: string;
  freight: string;
  /** The coupon's discount. */
  discount: string;
  /** The member discount (VIP or distributor). */
  member: string;
  /** goods − discount − member + freight, at least 0.01 (the server's minimum). */
  total: string;
}

/** One shop's totals with the chosen coupon receipt (0 or an unknown id ⇒ no discount), exact in cents. */
export function shopTotals(shop: ShopMoney, couponId: number): ShopTotals {
  const goods = toMinor(shop.order_price);
  const freight = toMinor(shop.freight.price);
  const coupon = shop.coupon.find((item) => item.id === couponId);
  const discount = coupon ? toMinor(coupon.discount_price) : 0n;
  const member = shop.member_discount ? toMinor(shop.member_discount.amount) : 0n;
  const raw = goods + freight - discount - member;
  return {
    goods: formatMinor(goods),
    freight: formatMinor(freight),
    discount: formatMinor(discount),
    member: formatMinor(member),
    total: formatMinor(raw < 1n ? 1n : raw),
  };
}

/** The amount due for the whole checkout: the sum of every shop's total with its chosen coupon. */
export function checkoutTotal(
  shops: (ShopMoney & { shop_id: number })[],
  coupons: Record<number, number>,
): string {
  return formatMinor(
    shops.reduce(
      (sum, shop) => sum + toMinor(shopTotals(shop, coupons[shop.shop_id] ?? 0).total),
      0n,
    ),
  );
}

/** The order ids for the cashier link: `/pages/user/money/pay?order_id=1,2`. */
export const cashierPath = paths.cashier;

/** Reads `order_id=1,2` (1-20 distinct positive ids) back; anything else ⇒ undefined. */
export function parseOrderIds(raw: string | null): number[] | undefined {
  if (!raw) return undefined;
  const ids = raw.split(',').map((part) => Number(part.trim()));
  if (ids.length === 0 || ids.length > 20 || !ids.every(isId)) return undefined;
  return [...new Set(ids)];
}
