import { describe, expect, it } from 'vitest';
import {
  cashierPath,
  checkoutTotal,
  parseCheckoutData,
  parseOrderIds,
  shopTotals,
} from './checkout';

describe('checkout link data', () => {
  it('reads the chosen goods and merges the same SKU', () => {
    const raw = JSON.stringify([
      { goods_id: 1, number: 2, sku_id: 10 },
      { goods_id: 2, number: 1, sku_id: 20 },
      { goods_id: 1, number: 1, sku_id: 10 },
    ]);
    expect(parseCheckoutData(raw)).toEqual([
      { goods_id: 1, sku_id: 10, number: 3 },
      { goods_id: 2, sku_id: 20, number: 1 },
    ]);
  });
  it.each([
    null,
    '',
    'x',
    '{}',
    '[]',
    '[{"goods_id":1,"sku_id":2,"number":0}]',
    '[{"goods_id":1,"sku_id":2,"number":1.5}]',
    '[{"goods_id":"1","sku_id":2,"number":1}]',
  ])('refuses missing, malformed, empty or illegal data: %s', (raw) => {
    expect(parseCheckoutData(raw)).toBeUndefined();
  });
});

describe('checkout totals', () => {
  const shop = {
    order_price: '19.90',
    freight: { price: '5.00' },
    coupon: [
      { id: 7, discount_price: '3.30' },
      { id: 8, discount_price: '30.00' },
    ],
  };
  it('adds freight to the goods and subtracts the chosen coupon exactly', () => {
    expect(shopTotals(shop, 0)).toEqual({
      goods: '19.90',
      freight: '5.00',
      discount: '0.00',
      member: '0.00',
      total: '24.90',
    });
    expect(shopTotals(shop, 7)).toEqual({
      goods: '19.90',
      freight: '5.00',
      discount: '3.30',
      member: '0.00',
      total: '21.60',
    });
  });
  it('takes the member discount (VIP or distributor) off with the coupon', () => {
    const member = { ...shop, member_discount: { amount: '1.99' } };
    expect(shopTotals(member, 7)).toMatchObject({ member: '1.99', total: '19.61' });
  });
  it('never charges less than 0.01 for an order', () => {
    expect(shopTotals(shop, 8).total).toBe('0.01');
  });
  it('ignores a coupon the shop cannot use', () => {
    expect(shopTotals(shop, 99).discount).toBe('0.00');
  });
  it('sums every shop without floating-point drift', () => {
    const shops = [
      { shop_id: 1, order_price: '0.10', freight: { price: '0.00' }, coupon: [] },
      { shop_id: 2, order_price: '0.20', freight: { price: '0.00' }, coupon: [] },
      { shop_id: 3, ...shop },
    ];
    expect(checkoutTotal(shops, { 3: 7 })).toBe('21.90');
  });
});

describe('cashier link', () => {
  it('round-trips the order ids', () => {
    expect(cashierPath([3, 4])).toBe('/pages/user/money/pay?order_id=3,4');
    expect(parseOrderIds('3,4')).toEqual([3, 4]);
    expect(parseOrderIds('5')).toEqual([5]);
  });
  it.each([
    null,
    '',
    'a',
    '0',
    '-1',
    '1,,2',
    '1.5',
    Array.from({ length: 21 }, (_, i) => i + 1).join(','),
  ])('refuses anything but 1-20 positive ids: %s', (raw) => {
    expect(parseOrderIds(raw)).toBeUndefined();
  });
});
