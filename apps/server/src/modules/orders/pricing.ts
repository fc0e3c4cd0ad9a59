/** A shop's freight rule (protocol §4.6, per piece). */
export interface FreightRule {
  name: string;
  isFree: boolean;
  first: number;
  firstFeeMinor: bigint;
  additional: number;
  additionalFeeMinor: bigint;
  /** 0 sum, 1 lowest, 2 highest. */
  strategy: number;
}

/** No rule row: free delivery. */
export const FREE_FREIGHT: FreightRule = {
  name: 'Free delivery',
  isFree: true,
  first: 1,
  firstFeeMinor: 0n,
  additional: 1,
  additionalFeeMinor: 0n,
  strategy: 0,
};

/** One item's freight: first fee up to `first` pieces, then the additional fee per started `additional` pieces. */
export function itemFreight(rule: FreightRule, quantity: number): bigint {
  if (rule.isFree) return 0n;
  if (quantity <= rule.first) return rule.firstFeeMinor;
  const step = Math.max(1, rule.additional);
  return (
    rule.firstFeeMinor + BigInt(Math.ceil((quantity - rule.first) / step)) * rule.additionalFeeMinor
  );
}

/**
 * The freight of each item of one shop order, combined by the shop's strategy: sum keeps every
 * item's own freight; lowest/highest charge one item's freight (kept on that item, 0 on the others),
 * so the item freights always add up to the order freight.
 */
export function shopFreight(
  rule: FreightRule,
  quantities: number[],
): { total: bigint; perItem: bigint[] } {
  const own = quantities.map((q) => itemFreight(rule, q));
  if (rule.strategy !== 1 && rule.strategy !== 2)
    return { total: own.reduce((a, b) => a + b, 0n), perItem: own };
  let pick = 0;
  own.forEach((value, index) => {
    if (rule.strategy === 1 ? value < own[pick]! : value > own[pick]!) pick = index;
  });
  return {
    total: own[pick] ?? 0n,
    perItem: own.map((value, index) => (index === pick ? value : 0n)),
  };
}

/**
 * A shop order's freight where only goods that ship are charged: virtual goods (cloud phones,
 * scripts, codes) carry 0 and do not count toward the shop's strategy; an order of virtual goods
 * only pays no freight.
 */
export function deliveryFreight(
  rule: FreightRule,
  lines: Array<{ quantity: number; ships: boolean }>,
): { total: bigint; perItem: bigint[] } {
  const shipped = shopFreight(
    rule,
    lines.filter((line) => line.ships).map((line) => line.quantity),
  );
  let next = 0;
  return {
    total: shipped.total,
    perItem: lines.map((line) => (line.ships ? shipped.perItem[next++]! : 0n)),
  };
}

/**
 * Spreads `discount` over lines pro rata to their amounts, exactly: each share is rounded down,
 * and the units left over go to the last lines that still have room, so no share exceeds its line.
 */
export function spreadDiscount(discount: bigint, amounts: bigint[]): bigint[] {
  const total = amounts.reduce((a, b) => a + b, 0n);
  if (discount <= 0n || total <= 0n) return amounts.map(() => 0n);
  const capped = discount > total ? total : discount;
  const shares = amounts.map((amount) => (capped * amount) / total);
  let left = capped - shares.reduce((a, b) => a + b, 0n);
  for (let index = amounts.length - 1; left > 0n && index >= 0; index -= 1) {
    const room = amounts[index]! - shares[index]!;
    const add = room < left ? room : left;
    shares[index] = shares[index]! + add;
    left -= add;
  }
  return shares;
}

/** The order price: goods − discount + freight, at least 0.01; the discount is cut so the price never goes below. */
export function orderPrice(
  goodsMinor: bigint,
  freightMinor: bigint,
  discountMinor: bigint,
): { discountMinor: bigint; priceMinor: bigint } {
  const ceiling = goodsMinor + freightMinor - 1n;
  const discount = discountMinor < 0n ? 0n : discountMinor > ceiling ? ceiling : discountMinor;
  return { discountMinor: discount, priceMinor: goodsMinor + freightMinor - discount };
}

/** The member discount off the goods: `rateBps` basis points, rounded down; 0 without one. */
export const memberMinor = (goodsMinor: bigint, discount: { rateBps: number } | null): bigint =>
  discount && discount.rateBps > 0 ? (goodsMinor * BigInt(discount.rateBps)) / 10_000n : 0n;
