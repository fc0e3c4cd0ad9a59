import { describe, expect, it } from 'vitest';
import { previewWithdrawal, usdtFor } from './withdraw-fee';

describe('previewWithdrawal', () => {
  it('adds the fixed fee and the rate in cents', () => {
    expect(previewWithdrawal('100.00', { fixed_fee: '1.00', rate_percent: '1.00' })).toEqual({
      fee: '2.00',
      receive: '98.00',
      isTooSmall: false,
    });
    expect(previewWithdrawal('0.10', { fixed_fee: '0.00', rate_percent: '0.00' })).toEqual({
      fee: '0.00',
      receive: '0.10',
      isTooSmall: false,
    });
  });
  it('rounds the rate part half up to the cent', () => {
    // 150.50 × 1% = 1.505 → 1.51
    expect(previewWithdrawal('150.50', { fixed_fee: '0.00', rate_percent: '1.00' }).fee).toBe(
      '1.51',
    );
    // 150.40 × 1% = 1.504 → 1.50
    expect(previewWithdrawal('150.40', { fixed_fee: '0.00', rate_percent: '1.00' }).fee).toBe(
      '1.50',
    );
    // 33.33 × 1.5% = 0.49995 → 0.50, plus 2.00 fixed
    expect(previewWithdrawal('33.33', { fixed_fee: '2.00', rate_percent: '1.50' })).toEqual({
      fee: '2.50',
      receive: '30.83',
      isTooSmall: false,
    });
  });
  it('never uses floats: 0.1 + 0.2 style sums stay exact', () => {
    expect(previewWithdrawal('1234567890.30', { fixed_fee: '0.10', rate_percent: '0.20' })).toEqual(
      {
        fee: '2469135.88',
        receive: '1232098754.42',
        isTooSmall: false,
      },
    );
  });
  it('flags an amount the fee would swallow', () => {
    expect(previewWithdrawal('1.00', { fixed_fee: '1.00', rate_percent: '1.00' })).toEqual({
      fee: '1.01',
      receive: '0.00',
      isTooSmall: true,
    });
  });
});

describe('a USDT withdrawal says what arrives in USDT', () => {
  it('divides what arrives by the configured rate, rounded down to a cent of USDT', () => {
    expect(usdtFor('98.00', '7.10')).toBe('13.80');
    expect(usdtFor('98.00', '1.00')).toBe('98.00');
    expect(usdtFor('0.05', '7.10')).toBe('0.00');
  });
  it('states nothing when no rate is configured', () => {
    expect(usdtFor('98.00', '0.00')).toBeUndefined();
  });
});
