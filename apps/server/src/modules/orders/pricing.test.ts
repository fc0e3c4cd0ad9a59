import { describe, expect, it } from 'vitest';
import {
  deliveryFreight,
  FREE_FREIGHT,
  itemFreight,
  orderPrice,
  shopFreight,
  spreadDiscount,
} from './pricing.ts';

const perPiece = {
  name: 'Standard',
  isFree: false,
  first: 1,
  firstFeeMinor: 800n,
  additional: 1,
  additionalFeeMinor: 200n,
  strategy: 0,
};

describe('freight per piece (protocol §4.6)', () => {
  it('virtual goods that do not ship carry no freight; only goods that ship are charged', () => {
    expect(deliveryFreight(perPiece, [{ quantity: 2, ships: false }])).toEqual({
      total: 0n,
      perItem: [0n],
    });
    expect(
      deliveryFreight(perPiece, [
        { quantity: 3, ships: false },
        { quantity: 1, ships: true },
      ]),
    ).toEqual({ total: 800n, perItem: [0n, 800n] });
    expect(
      deliveryFreight({ ...perPiece, strategy: 2 }, [
        { quantity: 5, ships: false },
        { quantity: 1, ships: true },
      ]),
    ).toEqual({ total: 800n, perItem: [0n, 800n] });
  });

  it('charges the first fee up to the first pieces, then the additional fee per started step', () => {
    expect(itemFreight(perPiece, 1)).toBe(800n);
    expect(itemFreight(perPiece, 3)).toBe(1200n);
    expect(itemFreight({ ...perPiece, first: 2, additional: 3 }, 6)).toBe(800n + 2n * 200n);
    expect(itemFreight({ ...perPiece, additional: 0 }, 3)).toBe(1200n);
    expect(itemFreight(FREE_FREIGHT, 9)).toBe(0n);
  });

  it('combines item freights by the shop strategy, and the items always add up to the order freight', () => {
    expect(shopFreight(perPiece, [1, 3])).toEqual({ total: 2000n, perItem: [800n, 1200n] });
    expect(shopFreight({ ...perPiece, strategy: 1 }, [3, 1])).toEqual({
      total: 800n,
      perItem: [0n, 800n],
    });
    expect(shopFreight({ ...perPiece, strategy: 2 }, [1, 3])).toEqual({
      total: 1200n,
      perItem: [0n, 1200n],
    });
  });
});

describe('discount spread over the items', () => {
  it('is exact, pro rata, and never more than a line', () => {
    expect(spreadDiscount(100n, [300n, 700n])).toEqual([30n, 70n]);
    expect(spreadDiscount(10n, [1n, 1n, 1n])).toEqual([1n, 1n, 1n]);
    expect(spreadDiscount(2n, [1n, 1n, 1n])).toEqual([0n, 1n, 1n]);
    for (const [discount, amounts] of [
      [333n, [100n, 200n, 301n]],
      [7n, [3n, 3n, 3n]],
      [999n, [1000n]],
    ] as const) {
      const shares = spreadDiscount(discount, [...amounts]);
      expect(shares.reduce((a, b) => a + b, 0n)).toBe(discount);
      shares.forEach((share, index) => expect(share <= amounts[index]!).toBe(true));
    }
  });

  it('keeps the price at 0.01 or more', () => {
    expect(orderPrice(1000n, 0n, 5000n)).toEqual({ discountMinor: 999n, priceMinor: 1n });
    expect(orderPrice(1000n, 800n, 300n)).toEqual({ discountMinor: 300n, priceMinor: 1500n });
  });
});
