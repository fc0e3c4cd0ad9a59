import { describe, expect, it } from 'vitest';
import {
  claimButton,
  couponValidity,
  couponValue,
  endsSoon,
  percentOff,
  thresholdOf,
  trimMoney,
} from './coupon-display';

describe('coupon display', () => {
  it.each([
    ['5.00', '5'],
    ['5.50', '5.5'],
    ['12.34', '12.34'],
    ['0.10', '0.1'],
  ])('a face value of %s drops its trailing zeros exactly: %s', (value, shown) => {
    expect(trimMoney(value)).toBe(shown);
  });

  it('a rate of 8.5 is 15 % off; 8 is 20 % off', () => {
    expect(percentOff('8.5')).toBe(15);
    expect(percentOff('8')).toBe(20);
    expect(percentOff('10')).toBe(0);
    expect(percentOff('x')).toBe(0);
  });

  it('the big figure follows the type; vip follows its user type', () => {
    expect(
      couponValue({ type: 'reduction', price: '20.00', discount: '10', limit: '100.00' }),
    ).toEqual({ kind: 'amount', amount: '20' });
    expect(
      couponValue({ type: 'discount', price: '0.00', discount: '8.5', limit: '0.00' }),
    ).toEqual({ kind: 'rate', percent: 15, rate: '8.5' });
    expect(couponValue({ type: 'shipping', price: '0.00', discount: '10', limit: '0.00' })).toEqual(
      { kind: 'shipping' },
    );
    expect(
      couponValue({
        type: 'vip',
        user_type: 'discount',
        price: '0.00',
        discount: '8',
        limit: '0.00',
      }),
    ).toEqual({ kind: 'rate', percent: 20, rate: '8' });
    expect(
      couponValue({
        type: 'vip',
        user_type: 'reduction',
        price: '10.00',
        discount: '10',
        limit: '50.00',
      }),
    ).toEqual({ kind: 'amount', amount: '10' });
  });

  it('threshold: none at 0.00, else the trimmed limit', () => {
    expect(thresholdOf('0.00')).toEqual({ key: 'noThreshold' });
    expect(thresholdOf('100.00')).toEqual({ key: 'threshold', limit: '100' });
  });

  it('validity: fixed dates or days after claim', () => {
    expect(couponValidity({ pre_type: 'appoint', startdate: 0, enddate: 0, validity: 7 })).toEqual({
      key: 'validDays',
      days: 7,
    });
    expect(
      couponValidity({ pre_type: 'fixed', startdate: 100, enddate: 200, validity: 0 }),
    ).toEqual({ key: 'validRange', from: 100, to: 200 });
  });

  it('claim button states', () => {
    expect(claimButton('available', 0)).toEqual({ label: 'claim', disabled: false });
    expect(claimButton('available', 1)).toEqual({ label: 'claimAgain', disabled: false });
    expect(claimButton('received', 1)).toEqual({ label: 'claimed', disabled: true });
    expect(claimButton('sold_out', 0).disabled).toBe(true);
    expect(claimButton('level', 0).label).toBe('vipOnly');
  });

  it('ends soon within three days', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(endsSoon(now / 1000 + 2 * 86_400, now)).toBe(true);
    expect(endsSoon(now / 1000 + 4 * 86_400, now)).toBe(false);
    expect(endsSoon(now / 1000 - 10, now)).toBe(false);
  });
});
