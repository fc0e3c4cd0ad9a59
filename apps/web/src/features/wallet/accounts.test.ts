import { describe, expect, it } from 'vitest';
import { formatAccountAmount, parseAccountKind, parseDirection, reasonKey } from './accounts';

describe('wallet accounts', () => {
  it('signs and prefixes amounts per account', () => {
    expect(formatAccountAmount('balance', '12.30', { signed: true })).toBe('+¥12.30');
    expect(formatAccountAmount('balance', '-5.00', { signed: true })).toBe('-¥5.00');
    expect(formatAccountAmount('green_points', '8.5', { signed: true })).toBe('+8.50');
    expect(formatAccountAmount('held_income', '0.00', { signed: true })).toBe('¥0.00');
    expect(formatAccountAmount('equity', '3.00')).toBe('3.00');
  });
  it('reads query values safely', () => {
    expect(parseAccountKind('equity')).toBe('equity');
    expect(parseAccountKind('bogus')).toBe('balance');
    expect(parseDirection('out')).toBe('out');
    expect(parseDirection(null)).toBe('all');
  });
  it('names unknown reasons "other"', () => {
    expect(reasonKey('deposit')).toBe('wallet:reasons.deposit');
    expect(reasonKey('something_new')).toBe('wallet:reasons.other');
  });
});
