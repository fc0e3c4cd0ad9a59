import { describe, expect, it } from 'vitest';
import { checkAmount, checkWithdrawAmount } from './amount-check';

describe('checkAmount', () => {
  it('asks for a missing amount', () => {
    expect(checkAmount('')).toBe('errors:required');
    expect(checkAmount('   ')).toBe('errors:required');
  });
  it.each([
    '1.234',
    '-5',
    '-0.01',
    '0',
    '0.00',
    '1e3',
    '1E2',
    'abc',
    '12a',
    '+5',
    '.5',
    '5.',
    '01.00',
    '1,5',
    'Infinity',
    'NaN',
  ])('refuses %s as an invalid amount', (value) => {
    expect(checkAmount(value)).toBe('errors:invalid_amount');
  });
  it.each(['1', '0.01', '12.3', '100.00', ' 25.50 ', '999999999999.99'])('accepts %s', (value) => {
    expect(checkAmount(value)).toBeUndefined();
  });
});

describe('checkWithdrawAmount', () => {
  const limits = { min: '100.00', max: '50000.00', step: '50.00', available: '10000.00' };
  it('applies the minimum, maximum, step and balance in that order', () => {
    expect(checkWithdrawAmount('50', limits)).toBe('wallet:withdraw.errors.belowMin');
    expect(checkWithdrawAmount('60000', limits)).toBe('wallet:withdraw.errors.aboveMax');
    expect(checkWithdrawAmount('120.00', limits)).toBe('wallet:withdraw.errors.step');
    expect(checkWithdrawAmount('10050', limits)).toBe('errors:insufficient_balance');
    expect(checkWithdrawAmount('150', limits)).toBeUndefined();
    expect(checkWithdrawAmount('10000.00', limits)).toBeUndefined();
  });
  it('reports malformed amounts before the limits', () => {
    expect(checkWithdrawAmount('150.001', limits)).toBe('errors:invalid_amount');
  });
});
