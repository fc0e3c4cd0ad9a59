/**
 * The terms of the order money model (`orders-model.ts`): its records, the timing it follows and the
 * freight rule, shared by the model and the property test that drives it.
 */

import type { FreightRule as ServerFreightRule } from '../src/modules/orders/pricing.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Settings defaults (settings.defaults.ts `orders.timing` / `orders.aftersale`). */
export const TIMING = {
  autoClose: 30 * MINUTE,
  autoConfirm: 10 * DAY,
  autoReview: 7 * DAY,
  afterSale: 7 * DAY,
  refundAutoAgree: 2 * DAY,
};

/** The server's freight rule but its name, which no fee depends on. */
export type FreightRule = Omit<ServerFreightRule, 'name'>;
export interface ModelShop {
  shopId: number;
  ownerId: number;
  owner: string;
  rule: FreightRule | null;
}
export interface ModelSku {
  skuId: number;
  goodsId: number;
  shopId: number;
  priceMinor: bigint;
  /** False for virtual goods: no freight. */
  ships: boolean;
}
export interface ModelItem {
  id: number;
  skuId: number;
  actual: bigint;
  refund: 'none' | 'open' | 'refunded';
}
export interface ModelOrder {
  id: number;
  buyer: number;
  shop: ModelShop;
  price: bigint;
  state: number;
  createdAt: number;
  shippedAt: number | null;
  receivedAt: number | null;
  paid: boolean;
  refunded: bigint;
  settled: boolean;
  items: ModelItem[];
  lines: Array<{ skuId: number; number: number }>;
}
export interface ModelRefund {
  id: number;
  order: ModelOrder;
  item: ModelItem;
  amount: bigint;
  /** 0 applied, 4 refunded (the test only applies refund-only requests and agrees them). */
  state: number;
  updatedAt: number;
}
/** One shop order a checkout would place: lines merged per SKU, each with its amount (goods + its freight). */
export interface ShopPlan {
  shop: ModelShop;
  lines: Array<{ skuId: number; number: number; actual: bigint }>;
  price: bigint;
}
export interface CheckoutList {
  shop_id: number;
  products: Array<{ goods_id: number; sku_id: number; number: number }>;
}

/** The documented freight rule (protocol §4.6, per piece): first fee up to `first` pieces, then per started `additional`; strategy 0 sum, 1 lowest, 2 highest (kept on that item, the first of equals). */
export function freightOf(rule: FreightRule | null, quantities: number[]): bigint[] {
  if (!rule || rule.isFree) return quantities.map(() => 0n);
  const own = quantities.map((q) =>
    q <= rule.first
      ? rule.firstFeeMinor
      : rule.firstFeeMinor +
        BigInt(Math.ceil((q - rule.first) / Math.max(1, rule.additional))) *
          rule.additionalFeeMinor,
  );
  if (rule.strategy !== 1 && rule.strategy !== 2) return own;
  let pick = 0;
  own.forEach((value, index) => {
    if (rule.strategy === 1 ? value < own[pick]! : value > own[pick]!) pick = index;
  });
  return own.map((value, index) => (index === pick ? value : 0n));
}
