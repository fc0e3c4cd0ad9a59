import { describe, expect, it } from 'vitest';
import { checkPointsExchange, maxExchangeablePoints, pointsStep } from './points-exchange';

describe('points exchange', () => {
  it('finds the smallest step worth whole cents', () => {
    expect(pointsStep(100)).toBe(1);
    expect(pointsStep(1000)).toBe(10);
    expect(pointsStep(30)).toBe(3);
    expect(pointsStep(1)).toBe(1);
  });
  it('prices points exactly', () => {
    expect(checkPointsExchange('250', 100, 1000)).toEqual({
      ok: true,
      points: 250,
      amount: '2.50',
    });
    expect(checkPointsExchange('30', 1000, 1000)).toEqual({ ok: true, points: 30, amount: '0.03' });
    expect(checkPointsExchange('9', 30, 100)).toEqual({ ok: true, points: 9, amount: '0.30' });
  });
  it('refuses empty, malformed, unowned and partial-cent amounts', () => {
    expect(checkPointsExchange('', 100, 10)).toEqual({ ok: false, key: 'errors:required' });
    expect(checkPointsExchange('1.5', 100, 10)).toEqual({ ok: false, key: 'errors:invalid_value' });
    expect(checkPointsExchange('0', 100, 10)).toEqual({ ok: false, key: 'errors:invalid_value' });
    expect(checkPointsExchange('11', 100, 10)).toEqual({
      ok: false,
      key: 'errors:points_insufficient',
    });
    expect(checkPointsExchange('15', 1000, 100)).toEqual({
      ok: false,
      key: 'wallet:points.errors.step',
    });
  });
  it('rounds the maximum down to the step', () => {
    expect(maxExchangeablePoints(1234, 1000)).toBe(1230);
    expect(maxExchangeablePoints(5, 1000)).toBe(0);
  });
});
