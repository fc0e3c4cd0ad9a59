import { describe, expect, it } from 'vitest';
import { couponDiscount, inRange, receiptValidity } from './coupon-rules.ts';

const terms = (over: Partial<Parameters<typeof couponDiscount>[0]> = {}) => ({
  type: 'reduction',
  userType: 'reduction',
  priceMinor: 0n,
  discountTenths: 100,
  limitMinor: 0n,
  ...over,
});

describe('couponDiscount', () => {
  it('reduction takes the face value once the goods subtotal (freight excluded) reaches the threshold', () => {
    expect(
      couponDiscount(terms({ priceMinor: 500n, limitMinor: 3000n }), {
        goodsMinor: 3000n,
        freightMinor: 0n,
      }),
    ).toBe(500n);
    expect(
      couponDiscount(terms({ priceMinor: 500n, limitMinor: 3000n }), {
        goodsMinor: 2999n,
        freightMinor: 1000n,
      }),
    ).toBeNull();
  });

  it('discount rounds the amount taken off down to the cent (99.99 at 8.5 ⇒ 14.99 off)', () => {
    const cases = [
      // [tenths, goods, freight, taken off]
      [85, 9999n, 0n, 1499n],
      [85, 10000n, 0n, 1500n],
      [88, 1n, 500n, 0n],
      [99, 12345n, 0n, 123n],
    ] as const;
    for (const [discountTenths, goodsMinor, freightMinor, off] of cases) {
      expect(
        couponDiscount(terms({ type: 'discount', discountTenths }), { goodsMinor, freightMinor }),
        `${goodsMinor} at ${discountTenths}`,
      ).toBe(off);
    }
  });

  it('shipping takes the freight', () => {
    expect(
      couponDiscount(terms({ type: 'shipping' }), { goodsMinor: 1000n, freightMinor: 800n }),
    ).toBe(800n);
    expect(
      couponDiscount(terms({ type: 'shipping' }), { goodsMinor: 1000n, freightMinor: 0n }),
    ).toBe(0n);
  });

  it('vip computes as its user type', () => {
    expect(
      couponDiscount(
        terms({ type: 'vip', userType: 'reduction', priceMinor: 1000n, limitMinor: 5000n }),
        { goodsMinor: 5000n, freightMinor: 0n },
      ),
    ).toBe(1000n);
    expect(
      couponDiscount(terms({ type: 'vip', userType: 'discount', discountTenths: 80 }), {
        goodsMinor: 3333n,
        freightMinor: 0n,
      }),
    ).toBe(666n);
  });

  it('never takes more than goods + freight − 0.01', () => {
    expect(
      couponDiscount(terms({ priceMinor: 5000n }), { goodsMinor: 1000n, freightMinor: 200n }),
    ).toBe(1199n);
    expect(
      couponDiscount(terms({ type: 'discount', discountTenths: 1 }), {
        goodsMinor: 100n,
        freightMinor: 0n,
      }),
    ).toBe(99n);
  });
});

describe('inRange', () => {
  it('goods and category ranges cover a basket only when every id is inside', () => {
    expect(inRange({ rangeType: 'all', rangeIds: [] }, { goodsIds: [1], categoryIds: [] })).toBe(
      true,
    );
    expect(
      inRange({ rangeType: 'goods', rangeIds: [1, 2] }, { goodsIds: [1, 2], categoryIds: [] }),
    ).toBe(true);
    expect(
      inRange({ rangeType: 'goods', rangeIds: [1, 2] }, { goodsIds: [1, 3], categoryIds: [] }),
    ).toBe(false);
    expect(
      inRange({ rangeType: 'category', rangeIds: [7] }, { goodsIds: [1], categoryIds: [7] }),
    ).toBe(true);
    expect(
      inRange({ rangeType: 'category', rangeIds: [7] }, { goodsIds: [1], categoryIds: [] }),
    ).toBe(false);
  });
});

describe('receiptValidity', () => {
  it('fixed coupons give their dates, appoint coupons now + days', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    const startsAt = new Date('2026-01-01T00:00:00Z');
    const endsAt = new Date('2026-02-01T00:00:00Z');
    expect(receiptValidity({ preType: 'fixed', validityDays: 0, startsAt, endsAt }, now)).toEqual({
      validFrom: startsAt,
      validUntil: endsAt,
    });
    expect(
      receiptValidity(
        { preType: 'appoint', validityDays: 7, startsAt: null, endsAt: null },
        now,
      ).validUntil.toISOString(),
    ).toBe('2026-01-17T00:00:00.000Z');
  });
});
